import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToPage } from './dom-signals';
import { type BatchEntry, Tracker, nextFlushDelay } from './tracker';

let sent: { at: number; entries: BatchEntry[] }[];
let visible: boolean;
let start: number;

function tracker(send?: (entries: BatchEntry[]) => Promise<unknown>, log = vi.fn()) {
  return new Tracker({
    send: send ?? (async (entries) => void sent.push({ at: Date.now() - start, entries })),
    isVisible: () => visible,
    log,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2025, 10, 20, 9, 0, 0) });
  start = Date.now();
  sent = [];
  visible = true;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('flush schedule', () => {
  it('waits 10 s in the first 10 s of a session, 20 s until 30 s, then 60 s', () => {
    expect([0, 9_999, 10_000, 29_999, 30_000, 600_000].map(nextFlushDelay)).toEqual([
      10_000, 10_000, 20_000, 20_000, 60_000, 60_000,
    ]);
  });

  it('flushes at 10 s, 30 s, 90 s and 150 s', async () => {
    const t = tracker();
    t.setEnabled(true);
    // Something to send each time: the active-time tick adds 10 every 10 s.
    await vi.advanceTimersByTimeAsync(150_000);
    expect(sent.map((batch) => batch.at)).toEqual([10_000, 30_000, 90_000, 150_000]);
    t.setEnabled(false);
  });
});

describe('counting', () => {
  it('adds 10 to tat every 10 s while the tab is visible only', async () => {
    const t = tracker();
    t.setEnabled(true);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(t.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // The tick and the first flush fall on the same moment; the tick came first.
    expect(sent[0]!.entries).toEqual([{ date: '2025-11-20', metrics: { tat: 10, pv: 0, ts: 0, bc: 0, sp: 0, fa: 0 } }]);
    visible = false;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toHaveLength(1);
    t.setEnabled(false);
  });

  it('counts page views, whole seconds on the previous page, clicks and searches per local day', async () => {
    const t = tracker();
    t.setEnabled(true);
    const stop = listenToPage(t);
    document.body.innerHTML = '<button>Go</button><form role="search"><input name="q"></form><p>text</p>';
    t.pageView();
    await vi.advanceTimersByTimeAsync(4_500);
    t.pageView();
    document.querySelector('button')!.click();
    document.querySelector('p')!.click();
    document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    t.count('fa', 2);
    expect(t.pending()).toEqual([{ date: '2025-11-20', metrics: { tat: 0, pv: 2, ts: 4, bc: 1, sp: 1, fa: 2 } }]);
    stop();
    t.setEnabled(false);
  });

  it('counts nothing while disabled, which is the default', async () => {
    const t = tracker();
    t.pageView();
    t.count('bc');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(t.isEnabled).toBe(false);
    expect(t.pending()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('empties the buffer when disabled', () => {
    const t = tracker();
    t.setEnabled(true);
    t.pageView();
    t.setEnabled(false);
    expect(t.pending()).toEqual([]);
  });
});

describe('sending', () => {
  it('empties the buffer before sending, so what is counted meanwhile goes in the next batch', async () => {
    let release: () => void = () => undefined;
    const batches: BatchEntry[][] = [];
    const t = tracker((entries) => {
      batches.push(entries);
      return new Promise<void>((resolve) => (release = resolve));
    });
    t.setEnabled(true);
    t.pageView();
    const flushing = t.flush();
    expect(t.pending()).toEqual([]);
    t.count('bc');
    release();
    await flushing;
    expect(batches[0]![0]!.metrics.pv).toBe(1);
    expect(t.pending()[0]!.metrics).toMatchObject({ bc: 1, pv: 0 });
    t.setEnabled(false);
  });

  it('only logs a failed batch, which is lost', async () => {
    const log = vi.fn();
    const t = tracker(() => Promise.reject(new Error('offline')), log);
    t.setEnabled(true);
    t.pageView();
    await t.flush();
    expect(log).toHaveBeenCalledWith('analytics: batch not sent', expect.any(Error));
    expect(t.pending()).toEqual([]);
    t.setEnabled(false);
  });

  it('sends nothing when nothing was counted', async () => {
    const t = tracker();
    t.setEnabled(true);
    visible = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sent).toEqual([]);
    t.setEnabled(false);
  });
});
