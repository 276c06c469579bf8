import { type CacheEntry, type ContentStore, memoryStore } from './store';

export class ContentUnavailableError extends Error {
  constructor(
    readonly url: string,
    override readonly cause: unknown,
  ) {
    super(`Content is unavailable: ${url}`);
    this.name = 'ContentUnavailableError';
  }
}

export interface CachedFetcherOptions {
  fetch?: typeof fetch;
  /** Persistent copies (e.g. webStorageStore(localStorage)); memory only by default. */
  store?: ContentStore;
  /** How long a response counts as fresh; after that it is served and refreshed in the background. */
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
  /**
   * Refresh a stale copy before answering (the copy is the answer only when the CMS cannot be
   * reached), as a server rendering pages wants; by default it is served at once and refreshed behind.
   */
  awaitStale?: boolean;
  /** Told about failed background refreshes (the stale copy keeps being served). */
  onError?: (error: ContentUnavailableError) => void;
}

/** Told the address whose content changed after a refresh; read it again to get the new copy. */
export type ContentListener = (url: string) => void;

interface MemoryEntry extends CacheEntry {
  /** The JSON text, to tell a changed response from the same one fetched again. */
  text: string;
  /** False for a copy from the persistent store that no request of this visit has confirmed yet. */
  confirmed: boolean;
}

/**
 * GETs JSON with stale-while-revalidate caching: fresh copies are served from memory, stale ones are
 * served at once while a single background request refreshes them, and when the CMS cannot be reached
 * the last good copy (in memory or the persistent store) is served. A persisted copy comes from an
 * earlier visit, so it is always revalidated once it is served: an edit published since then shows up
 * as soon as the refresh lands, and listeners are told. Only with no copy at all does a failure reach
 * the caller.
 */
export class CachedFetcher {
  private readonly memory = new Map<string, MemoryEntry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<ContentListener>();
  private readonly fetchFn: typeof fetch;
  private readonly store: ContentStore;
  private readonly maxAgeMs: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly onError: (error: ContentUnavailableError) => void;
  private readonly awaitStale: boolean;

  constructor(options: CachedFetcherOptions = {}) {
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.store = options.store ?? memoryStore();
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.now = options.now ?? Date.now;
    this.onError = options.onError ?? (() => undefined);
    this.awaitStale = options.awaitStale ?? false;
  }

  async get<T>(url: string): Promise<T> {
    const held = this.held(url);
    if (held) {
      if (this.awaitStale && this.now() - held.fetchedAt >= this.maxAgeMs) {
        return (await this.refresh(url).catch((error: unknown) => {
          this.onError(error as ContentUnavailableError);
          return held.value;
        })) as T;
      }
      if (!held.confirmed || this.now() - held.fetchedAt >= this.maxAgeMs) {
        held.confirmed = true;
        this.revalidate(url);
      }
      return held.value as T;
    }
    return (await this.refresh(url)) as T;
  }

  /** The copy held for `url` (memory, else the persistent store) without asking the CMS; undefined if none. */
  peek<T>(url: string): T | undefined {
    return this.held(url)?.value as T | undefined;
  }

  private held(url: string): MemoryEntry | undefined {
    const inMemory = this.memory.get(url);
    if (inMemory) return inMemory;
    const persisted = this.store.get(url);
    if (!persisted) return undefined;
    const entry = { ...persisted, text: JSON.stringify(persisted.value), confirmed: false };
    this.memory.set(url, entry);
    return entry;
  }

  /** Listens for refreshed content that differs from the copy served before. Returns the unsubscribe. */
  subscribe(listener: ContentListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Forgets memory copies so the next read goes to the network (the persistent copies stay as fallback). */
  clearMemory(): void {
    this.memory.clear();
  }

  private revalidate(url: string): void {
    this.refresh(url).catch((error: unknown) => this.onError(error as ContentUnavailableError));
  }

  private refresh(url: string): Promise<unknown> {
    const pending = this.inFlight.get(url);
    if (pending) return pending;
    const request = this.load(url).finally(() => this.inFlight.delete(url));
    this.inFlight.set(url, request);
    return request;
  }

  private async load(url: string): Promise<unknown> {
    let value: unknown;
    try {
      const response = await this.fetchFn(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      value = await response.json();
    } catch (error) {
      throw new ContentUnavailableError(url, error);
    }
    const text = JSON.stringify(value);
    const previous = this.memory.get(url);
    const entry = { value, fetchedAt: this.now() };
    if (previous?.text === text) {
      // Same content: keep the object callers already hold, so nothing re-renders.
      previous.fetchedAt = entry.fetchedAt;
      this.store.set(url, { value: previous.value, fetchedAt: entry.fetchedAt });
      return previous.value;
    }
    this.memory.set(url, { ...entry, text, confirmed: true });
    this.store.set(url, entry);
    if (previous) this.listeners.forEach((listener) => listener(url));
    return value;
  }
}
