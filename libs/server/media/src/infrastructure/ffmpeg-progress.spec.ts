import { describe, expect, it } from '@jest/globals';
import { FfmpegProgress } from './ffmpeg-progress.js';

describe('FfmpegProgress', () => {
  it('reports the share written, across lines split between chunks', () => {
    const reports: number[] = [];
    const progress = new FfmpegProgress(10, (done) => reports.push(done));
    progress.feed('frame=10\nout_time_us=2500');
    progress.feed('000\nspeed=1x\nout_time_ms=5000000\n');
    progress.feed('out_time_us=N/A\nprogress=continue\n');
    expect(reports).toEqual([0.25, 0.5]);
    progress.feed('out_time_us=12000000\nprogress=end\n');
    expect(reports).toEqual([0.25, 0.5, 1, 1]);
  });
});
