/** The timeline step's advice on spreading the word, by the length of interest collection (spec 3 §2.1). */
export type SharingRange = 'short' | 'medium' | 'long';

export function sharingRange(interestCollectionDays: number): SharingRange {
  if (interestCollectionDays <= 5) return 'short';
  if (interestCollectionDays <= 10) return 'medium';
  return 'long';
}

export const sharingTips: Record<SharingRange, string> = {
  short:
    'A short window: share your format the day it goes live, in group chats and on your social channels, so nobody misses it.',
  medium: 'About a week: share it when it goes live and again halfway through, when people plan their weekends.',
  long: 'A long window: pace yourself. Share it when it goes live, then remind people each week as the closing date nears.',
};

export function sharingTip(interestCollectionDays: number): string {
  return sharingTips[sharingRange(interestCollectionDays)];
}
