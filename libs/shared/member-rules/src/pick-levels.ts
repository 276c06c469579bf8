/** The profile view's slider (spec 3 §2.3): six levels, 0-5, starting at 1. */
export const pickLevels = [
  'Not Interested',
  'Neutral',
  'Potential Friendship',
  'Curious',
  'Attracted',
  'Perfect Match',
] as const;

export const initialPickLevel = 1;
/** A pick takes part in matching from 'Potential Friendship' up. */
export const countingPickLevel = 2;
