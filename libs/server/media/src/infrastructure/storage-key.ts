/** Keys are relative paths of plain segments: nothing can climb out of the storage root. */
export function assertStorageKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) || key.split('/').some((part) => /^\.+$/.test(part))) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
