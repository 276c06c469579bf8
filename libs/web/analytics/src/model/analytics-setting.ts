/**
 * Spec 2 §4: analytics are disabled by default. A deployment turns them on with
 * VITE_ANALYTICS=on; a person can still opt out (privacy policy), which this browser remembers.
 */
const optOutKey = 'ember.analytics.optOut';

export function analyticsConfigured(): boolean {
  return import.meta.env['VITE_ANALYTICS'] === 'on';
}

export function optedOut(): boolean {
  try {
    return localStorage.getItem(optOutKey) === 'true';
  } catch {
    return false;
  }
}

export function setOptOut(optOut: boolean): void {
  if (optOut) localStorage.setItem(optOutKey, 'true');
  else localStorage.removeItem(optOutKey);
}

export function analyticsEnabled(): boolean {
  return analyticsConfigured() && !optedOut();
}
