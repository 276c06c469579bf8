/** The reasons as members chose them (the same words as the report dialog). */
export const reportReasonLabels: Record<string, string> = {
  'fake-profile': 'Fake profile',
  harassment: 'Harassment',
  'inappropriate-media': 'Inappropriate photo or video',
  'no-show': 'Did not show up',
  'safety-concern': 'Safety concern',
  other: 'Something else',
};

export const reportSourceLabels: Record<string, string> = {
  pick: 'from the pick page',
  profile: 'from the profile',
  group: 'from their group',
};
