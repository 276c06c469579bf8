import type { InviteDetails } from '@ember/api-client';

/** Spec 3 §2.9 and §8, verbatim. */
export const settingsTexts = {
  comingSoonAlert: 'This feature is coming soon! Apologies for inconvenience.',
  comingSoonSubtitle: 'Not available - coming soon',
  noVideosPlaceholder: 'You need to uploade at least two videos to be discoverable.',
  activeInvite: 'You already have an active invite. You can create a new one after the current one expires.',
  creating: 'Creating...',
  inviteCreated: 'Invite created successfully!',
  inviteFailed: 'Failed to create invite.',
  inviteFailedRetry: 'Failed to create invite. Please try again.',
  copied: (code: string) => `Copied "${code}" to clipboard!`,
} as const;

/** Spec 3 §9: the copy confirmation shows for 2 seconds. */
export const copyConfirmationMs = 2000;

const day = 24 * 3600 * 1000;

/** Spec 3 §4: an invite expiring more than 7 days from now with more than 2 uses left blocks a new one. */
export function blocksNewInvite(invite: InviteDetails, now: Date): boolean {
  return new Date(invite.expirationDate).getTime() > now.getTime() + 7 * day && invite.maxUses - invite.usageCount > 2;
}

/** Spec 3 §5: items trimmed, empties removed, duplicates removed. */
export function tidyBucketList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const text = item.trim();
    if (text === '' || seen.has(text)) continue;
    seen.add(text);
    result.push(text);
  }
  return result;
}

/**
 * Spec 3 §5: the ideal age range as 'min-max': text, both numbers, min not negative, max not
 * below min; anything else is ignored (null).
 */
export function parseIdealAgeRange(value: unknown): { min: number; max: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(value);
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2]);
  if (min < 0 || max < min) return null;
  return { min, max };
}

/** Spec 3 §2.9: thumbnails in 4 columns when their count divides by 4, else 3. */
export function thumbnailColumns(count: number): 3 | 4 {
  return count > 0 && count % 4 === 0 ? 4 : 3;
}
