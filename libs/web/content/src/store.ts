import { storagePrefix } from './persisted';

/** A cached response and when it was fetched (epoch ms). */
export interface CacheEntry {
  value: unknown;
  fetchedAt: number;
}

/** Where the client keeps its last good copies; a persistent store lets pages render across reloads. */
export interface ContentStore {
  get(key: string): CacheEntry | undefined;
  set(key: string, entry: CacheEntry): void;
}

export function memoryStore(): ContentStore {
  const entries = new Map<string, CacheEntry>();
  return { get: (key) => entries.get(key), set: (key, entry) => void entries.set(key, entry) };
}

/** Minimal shape of `localStorage` / `sessionStorage`. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Persists entries in a Web Storage object under `prefix`. Unreadable entries are ignored and a full
 * storage only loses persistence, never the response.
 */
export function webStorageStore(storage: KeyValueStorage, prefix = storagePrefix): ContentStore {
  return {
    get(key) {
      try {
        const raw = storage.getItem(prefix + key);
        if (raw === null) return undefined;
        const entry = JSON.parse(raw) as Partial<CacheEntry>;
        return typeof entry.fetchedAt === 'number' && 'value' in entry ? (entry as CacheEntry) : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, entry) {
      try {
        storage.setItem(prefix + key, JSON.stringify(entry));
      } catch {
        // Quota exceeded or storage disabled: keep serving from memory.
      }
    },
  };
}
