/** Spec 2 §3: the daily counters. tat: active seconds; pv: page views; ts: seconds on pages; bc: button clicks; sp: searches; fa: filter uses. */
export const metricKeys = ['tat', 'pv', 'ts', 'bc', 'sp', 'fa'] as const;
export type MetricKey = (typeof metricKeys)[number];
export type Metrics = Record<MetricKey, number>;

export interface BatchEntry {
  date: string;
  metrics: Metrics;
}

export interface TrackerOptions {
  /** Sends one batch; the tracker never retries (spec 2 §8). */
  send: (entries: BatchEntry[]) => Promise<unknown>;
  now?: () => Date;
  isVisible?: () => boolean;
  log?: (message: string, error: unknown) => void;
}

const second = 1000;
/** Spec 2 §9: every 10 s add 10 to tat while the tab is visible. */
export const activeTickMs = 10 * second;

/** Spec 2 §9: flush every 10 s in the first 10 s of a session, every 20 s until 30 s, then every 60 s. */
export function nextFlushDelay(sessionElapsedMs: number): number {
  if (sessionElapsedMs < 10 * second) return 10 * second;
  if (sessionElapsedMs < 30 * second) return 20 * second;
  return 60 * second;
}

/** The browser's own calendar day: a person's evening counts for their day, not UTC's. */
export function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

function zero(): Metrics {
  return { tat: 0, pv: 0, ts: 0, bc: 0, sp: 0, fa: 0 };
}

/**
 * Usage counters per day, flushed on the spec's schedule. Disabled by default; while disabled it
 * counts nothing, and disabling empties what was buffered.
 */
export class Tracker {
  private enabled = false;
  private buffer = new Map<string, Metrics>();
  private sessionStart = 0;
  private pageStart: number | null = null;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private activeTimer: ReturnType<typeof setInterval> | null = null;
  private readonly now: () => Date;
  private readonly isVisible: () => boolean;
  private readonly log: (message: string, error: unknown) => void;

  constructor(private readonly options: TrackerOptions) {
    this.now = options.now ?? (() => new Date());
    this.isVisible = options.isVisible ?? (() => document.visibilityState === 'visible');
    this.log = options.log ?? ((message, error) => console.error(message, error));
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  setEnabled(enabled: boolean): void {
    if (enabled === this.enabled) return;
    this.enabled = enabled;
    if (enabled) {
      this.sessionStart = this.now().getTime();
      // The tick is set first so that, when both fall due together, the flush carries it.
      this.activeTimer = setInterval(() => {
        if (this.isVisible()) this.count('tat', activeTickMs / second);
      }, activeTickMs);
      this.scheduleFlush();
    } else {
      if (this.flushTimer) clearTimeout(this.flushTimer);
      if (this.activeTimer) clearInterval(this.activeTimer);
      this.flushTimer = null;
      this.activeTimer = null;
      this.pageStart = null;
      this.buffer.clear();
    }
  }

  count(metric: MetricKey, amount = 1): void {
    if (!this.enabled || amount <= 0) return;
    const day = localDay(this.now());
    const metrics = this.buffer.get(day) ?? zero();
    metrics[metric] += Math.round(amount);
    this.buffer.set(day, metrics);
  }

  /** A new page: one view, and the seconds spent on the page before it. */
  pageView(): void {
    if (!this.enabled) return;
    this.closePageTime();
    this.count('pv');
  }

  /** What is buffered, as it would be sent now. */
  pending(): BatchEntry[] {
    return [...this.buffer.entries()].map(([date, metrics]) => ({ date, metrics: { ...metrics } }));
  }

  /** Sends the buffer. It is emptied before sending, so a failed batch is lost and only logged (spec 2 §8). */
  async flush(): Promise<void> {
    if (!this.enabled) return;
    this.closePageTime(true);
    const entries = this.pending();
    this.buffer.clear();
    if (entries.length === 0) return;
    try {
      await this.options.send(entries);
    } catch (error) {
      this.log('analytics: batch not sent', error);
    }
  }

  private closePageTime(keepPage = false): void {
    const now = this.now().getTime();
    if (this.pageStart !== null) {
      const seconds = Math.floor((now - this.pageStart) / second);
      if (seconds > 0) this.count('ts', seconds);
      // Whole seconds only; the remainder stays with the page.
      this.pageStart += seconds * second;
    }
    if (!keepPage) this.pageStart = now;
  }

  private scheduleFlush(): void {
    const elapsed = this.now().getTime() - this.sessionStart;
    this.flushTimer = setTimeout(() => {
      void this.flush();
      if (this.enabled) this.scheduleFlush();
    }, nextFlushDelay(elapsed));
  }
}
