// Small on purpose: the first paint reads the last good copies through this entry before the
// content client has loaded. The addresses and the storage prefix are the client's (a test checks).

/** The prefix under which `webStorageStore` keeps each copy. */
export const storagePrefix = 'ember.content:';

/** The addresses of what the first paint may want from an earlier visit. */
export const contentUrls = {
  brands: () => '/cms/api/brands?depth=2&limit=20&draft=false',
  themePicker: () => '/cms/api/globals/theme-picker?depth=1&draft=false',
};

/**
 * The copy of `url` an earlier visit left in localStorage, read without loading the client;
 * undefined when there is none, it cannot be read, or there is no storage.
 */
export function persistedContent<T>(url: string): T | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(storagePrefix + url);
    return raw ? (JSON.parse(raw) as { value?: T }).value : undefined;
  } catch {
    return undefined;
  }
}
