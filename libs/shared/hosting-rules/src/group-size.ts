/** How a group of this average size feels (spec 3 §2.1): up to 4 intimate, 8 ideal, 12 lively, else party. */
export type GroupSizeWord = 'intimate' | 'ideal' | 'lively' | 'party';

export function groupSizeWord(minParticipants: number, maxParticipants: number): GroupSizeWord {
  const average = (minParticipants + maxParticipants) / 2;
  if (average <= 4) return 'intimate';
  if (average <= 8) return 'ideal';
  if (average <= 12) return 'lively';
  return 'party';
}

export const groupSizeTexts: Record<GroupSizeWord, string> = {
  intimate: 'Intimate: everyone talks with everyone.',
  ideal: 'Ideal: small enough to connect, big enough to mix.',
  lively: 'Lively: plenty of people to meet.',
  party: 'Party: a crowd with lots going on.',
};

/** The optimal size is the midpoint of the range, set by the composition step. */
export function optimalParticipants(minParticipants: number, maxParticipants: number): number {
  return Math.round((minParticipants + maxParticipants) / 2);
}
