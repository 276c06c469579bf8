/** The member area's features that start switched off (spec 3 §1, §2.2). */
export type MemberFeature = 'people' | 'experiences' | 'availability';

/**
 * Whether a feature is on: named in VITE_FEATURES at build time (e.g. `people,experiences`).
 * Read on each render rather than once, so a test can switch a feature for itself.
 */
export function featureOn(feature: MemberFeature): boolean {
  const named = String(import.meta.env['VITE_FEATURES'] ?? '');
  return named
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .includes(feature);
}
