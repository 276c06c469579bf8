import { locationLabel } from '@ember/member-rules';

/** How a profile names the member's wish for romance (the vibe check's first answer). */
export function relationshipText(status: string | null): string | null {
  if (status === 'open') return 'open to romance';
  if (status === 'not_looking') return 'here for friendship';
  return null;
}

/** The member's place as a person reads it: 'Toronto ON Canada', or the city typed for 'other'. */
export function placeText(profile: { location: string; newLocation: string | null }): string {
  return locationLabel(profile);
}

/** The profile after this one in the list, going round; null when the list has nobody else. */
export function nextProfileId(ids: readonly string[], current: string): string | null {
  const others = ids.filter((id) => id !== current);
  if (others.length === 0) return null;
  const at = ids.indexOf(current);
  if (at < 0) return others[0] ?? null;
  for (let step = 1; step <= ids.length; step++) {
    const id = ids[(at + step) % ids.length]!;
    if (id !== current) return id;
  }
  return null;
}

/** Thumbnails sit four to a row when they fill rows of four, otherwise three (spec 3 §2.9). */
export function videoColumns(count: number): 3 | 4 {
  return count > 0 && count % 4 === 0 ? 4 : 3;
}
