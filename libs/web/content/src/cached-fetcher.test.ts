import { describe, expect, it, vi } from 'vitest';

import { CachedFetcher, ContentUnavailableError } from './cached-fetcher';
import { memoryStore, webStorageStore, type KeyValueStorage } from './store';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function fakeStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CachedFetcher', () => {
  it('serves a fresh copy from memory without asking the CMS again', async () => {
    const fetch = vi.fn(async () => jsonResponse({ n: 1 }));
    const time = clock();
    const fetcher = new CachedFetcher({ fetch, now: time.now, maxAgeMs: 1000 });
    expect(await fetcher.get('/a')).toEqual({ n: 1 });
    time.advance(999);
    expect(await fetcher.get('/a')).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serves a stale copy at once and refreshes it in the background', async () => {
    let n = 0;
    const fetch = vi.fn(async () => jsonResponse({ n: ++n }));
    const time = clock();
    const fetcher = new CachedFetcher({ fetch, now: time.now, maxAgeMs: 1000 });
    await fetcher.get('/a');
    time.advance(1000);
    expect(await fetcher.get('/a')).toEqual({ n: 1 });
    await flush();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await fetcher.get('/a')).toEqual({ n: 2 });
  });

  it('refreshes a stale copy before answering when told to await it, and falls back to it when the CMS is down', async () => {
    let n = 0;
    let down = false;
    const fetch = vi.fn(async () => (down ? jsonResponse({}, 503) : jsonResponse({ n: ++n })));
    const time = clock();
    const onError = vi.fn();
    const fetcher = new CachedFetcher({ fetch, now: time.now, maxAgeMs: 1000, awaitStale: true, onError });
    expect(await fetcher.get('/a')).toEqual({ n: 1 });
    time.advance(999);
    expect(await fetcher.get('/a')).toEqual({ n: 1 });
    time.advance(1);
    expect(await fetcher.get('/a')).toEqual({ n: 2 });
    down = true;
    time.advance(1000);
    expect(await fetcher.get('/a')).toEqual({ n: 2 });
    expect(onError).toHaveBeenCalledWith(expect.any(ContentUnavailableError));
  });

  it('sends one request for concurrent reads of the same address', async () => {
    const fetch = vi.fn(async () => jsonResponse({ ok: true }));
    const fetcher = new CachedFetcher({ fetch });
    await Promise.all([fetcher.get('/a'), fetcher.get('/a'), fetcher.get('/a')]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the last good copy while the CMS is down, and reports the failed refresh', async () => {
    const responses = [jsonResponse({ title: 'good' }), jsonResponse({ message: 'down' }, 503)];
    const fetch = vi.fn(async () => responses.shift() ?? Promise.reject(new TypeError('fetch failed')));
    const onError = vi.fn();
    const time = clock();
    const fetcher = new CachedFetcher({ fetch, now: time.now, maxAgeMs: 10, onError });
    await fetcher.get('/a');
    time.advance(10);
    expect(await fetcher.get('/a')).toEqual({ title: 'good' });
    await flush();
    expect(onError).toHaveBeenCalledWith(expect.any(ContentUnavailableError));
    expect(await fetcher.get('/a')).toEqual({ title: 'good' });
  });

  it('falls back to the persisted copy after a reload when the CMS cannot be reached', async () => {
    const storage = fakeStorage();
    const first = new CachedFetcher({
      fetch: async () => jsonResponse({ title: 'saved' }),
      store: webStorageStore(storage),
    });
    await first.get('/a');
    const afterReload = new CachedFetcher({
      fetch: async () => Promise.reject(new TypeError('fetch failed')),
      store: webStorageStore(storage),
      onError: () => undefined,
    });
    expect(await afterReload.get('/a')).toEqual({ title: 'saved' });
  });

  it('fails with ContentUnavailableError when there is no copy at all', async () => {
    const fetcher = new CachedFetcher({ fetch: async () => jsonResponse({}, 500), store: memoryStore() });
    await expect(fetcher.get('/missing')).rejects.toBeInstanceOf(ContentUnavailableError);
  });

  it('ignores unreadable persisted entries and survives a full storage', async () => {
    const storage = fakeStorage();
    storage.data.set('ember.content:/a', '{not json');
    const store = webStorageStore({
      getItem: storage.getItem,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    const fetcher = new CachedFetcher({ fetch: async () => jsonResponse({ fresh: true }), store });
    expect(await fetcher.get('/a')).toEqual({ fresh: true });
  });

  it('revalidates a persisted copy from an earlier visit and tells listeners when it changed', async () => {
    const storage = fakeStorage();
    const time = clock();
    const before = new CachedFetcher({
      fetch: async () => jsonResponse({ answer: 'old' }),
      store: webStorageStore(storage),
      now: time.now,
    });
    await before.get('/faq');
    // Reloaded a moment later, after an editor published a new answer.
    time.advance(5);
    const fetch = vi.fn(async () => jsonResponse({ answer: 'new' }));
    const after = new CachedFetcher({ fetch, store: webStorageStore(storage), now: time.now, maxAgeMs: 60_000 });
    const listener = vi.fn();
    after.subscribe(listener);
    expect(await after.get('/faq')).toEqual({ answer: 'old' });
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('/faq');
    expect(await after.get('/faq')).toEqual({ answer: 'new' });
  });

  it('keeps the same object and stays quiet when a refresh brings the same content', async () => {
    const time = clock();
    const fetcher = new CachedFetcher({ fetch: async () => jsonResponse({ same: true }), now: time.now, maxAgeMs: 10 });
    const listener = vi.fn();
    const unsubscribe = fetcher.subscribe(listener);
    const first = await fetcher.get('/a');
    time.advance(10);
    await fetcher.get('/a');
    await flush();
    expect(await fetcher.get('/a')).toBe(first);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('peeks at a held copy without a request', async () => {
    const storage = fakeStorage();
    const fetch = vi.fn(async () => jsonResponse({ kept: 1 }));
    const fetcher = new CachedFetcher({ fetch, store: webStorageStore(storage) });
    expect(fetcher.peek('/a')).toBeUndefined();
    await fetcher.get('/a');
    expect(fetcher.peek('/a')).toEqual({ kept: 1 });
    expect(new CachedFetcher({ fetch, store: webStorageStore(storage) }).peek('/a')).toEqual({ kept: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
