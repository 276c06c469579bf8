import { Interest, type InterestDraft } from './interest.entity.js';
import { maxInterestsPerMember } from './interest-text.js';
import type { InterestListItem } from './profile-changes.js';
import { DuplicateInterestError, InterestNotFoundError, TooManyInterestsError } from './profile.errors.js';

const key = (name: string) => name.trim().toLowerCase();

/**
 * New interests appended to a member's list. Names are unique without regard to case: with
 * `skipExisting`, drafts named like an interest already there are left out instead of refused.
 */
export function appendInterests(
  existing: readonly Interest[],
  drafts: readonly InterestDraft[],
  userId: string,
  now: Date,
  options: { skipExisting?: boolean } = {},
): Interest[] {
  const names = new Set(existing.map((interest) => key(interest.name)));
  const added: Interest[] = [];
  for (const draft of drafts) {
    const interest = Interest.add(userId, draft, existing.length + added.length, now);
    if (names.has(key(interest.name))) {
      if (options.skipExisting) continue;
      throw new DuplicateInterestError(interest.name);
    }
    names.add(key(interest.name));
    added.push(interest);
  }
  if (existing.length + added.length > maxInterestsPerMember) throw new TooManyInterestsError(maxInterestsPerMember);
  return added;
}

export interface InterestListChange {
  kept: Interest[];
  added: Interest[];
  removed: Interest[];
}

/**
 * The settings send the whole list: items with an id revise that interest, items without one are
 * new, and interests left out are removed. The list order becomes the interests' order.
 */
export function replaceInterests(
  existing: readonly Interest[],
  items: readonly InterestListItem[],
  userId: string,
  now: Date,
): InterestListChange {
  if (items.length > maxInterestsPerMember) throw new TooManyInterestsError(maxInterestsPerMember);
  const byId = new Map(existing.map((interest) => [interest.id, interest]));
  const names = new Set<string>();
  const kept: Interest[] = [];
  const added: Interest[] = [];
  items.forEach((item, position) => {
    let interest: Interest;
    if (item.id !== undefined && item.id !== null) {
      const current = typeof item.id === 'string' ? byId.get(item.id) : undefined;
      if (!current || kept.includes(current)) throw new InterestNotFoundError();
      current.revise(item, now);
      current.position = position;
      interest = current;
      kept.push(current);
    } else {
      interest = Interest.add(userId, item, position, now);
      added.push(interest);
    }
    if (names.has(key(interest.name))) throw new DuplicateInterestError(interest.name);
    names.add(key(interest.name));
  });
  const removed = existing.filter((interest) => !kept.includes(interest));
  return { kept, added, removed };
}
