/**
 * A photo's URL as the web uses it: full http(s) URLs as they are; other values resolved against
 * the photo base (a CDN or the api's public address), or left relative to the api without one.
 */
export function photoUrlOf(path: string | null, base: string): string | null {
  if (!path) return null;
  if (/^https?:\/\//i.test(path) || !base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
