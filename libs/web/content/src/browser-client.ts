import { type ContentClient, createContentClient } from './content-client';
import { type ContentStore, memoryStore, webStorageStore } from './store';
import { cmsApiBase } from './urls';

let client: ContentClient | null = null;

function browserStore(): ContentStore {
  try {
    // Reading the property throws where storage is off (some private modes).
    return globalThis.localStorage ? webStorageStore(globalThis.localStorage) : memoryStore();
  } catch {
    return memoryStore();
  }
}

/**
 * The web app's one content client: the CMS behind `/cms/api`, the last good copies in
 * `localStorage` so pages render across reloads while the CMS is briefly down. Every feature shares
 * it, so each document is fetched once and every page sees the same version.
 */
export function browserContentClient(): ContentClient {
  client ??= createContentClient({
    baseUrl: cmsApiBase,
    store: browserStore(),
    onError: (error) => console.warn(`${error.message}; showing the last copy`),
  });
  return client;
}

/** Puts another client in its place (tests give one with their own fetch and store); null restores the default. */
export function replaceBrowserContentClient(replacement: ContentClient | null): void {
  client = replacement;
}
