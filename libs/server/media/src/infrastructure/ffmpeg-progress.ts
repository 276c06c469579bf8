/**
 * Reads ffmpeg's `-progress` output (key=value lines, arriving in arbitrary chunks) and reports
 * the share of the expected duration written so far, 0 to 1.
 */
export class FfmpegProgress {
  private pending = '';

  constructor(
    private readonly expectedSeconds: number,
    private readonly report: (done: number) => void,
  ) {}

  feed(chunk: string): void {
    const lines = (this.pending + chunk).split('\n');
    this.pending = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value] = line.trim().split('=', 2);
      // out_time_ms is in microseconds too, despite its name.
      if (key === 'out_time_us' || key === 'out_time_ms') {
        const seconds = Number(value) / 1_000_000;
        if (Number.isFinite(seconds) && seconds >= 0 && this.expectedSeconds > 0)
          this.report(Math.min(1, seconds / this.expectedSeconds));
      } else if (key === 'progress' && value === 'end') {
        this.report(1);
      }
    }
  }
}
