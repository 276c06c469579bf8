/** Only paths inside this site: never `//evil.example` or a full URL from a query string. */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
    return null;
  return candidate;
}

const returnKey = 'ember.returnPath';

/** Kept across a provider round trip, which leaves the site and comes back to the callback page. */
export function rememberReturnPath(path: string): void {
  sessionStorage.setItem(returnKey, path);
}

export function takeReturnPath(): string | null {
  const path = safeReturnPath(sessionStorage.getItem(returnKey));
  sessionStorage.removeItem(returnKey);
  return path;
}
