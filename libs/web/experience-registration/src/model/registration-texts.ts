/** The spec's texts (spec 3 §5, §8, §9), verbatim. */
export const registrationTexts = {
  videosMandatory: 'Uploading videos is mandatory to be discoverable.',
  saveFailed: 'Failed to save profile.',
  unexpected: 'An unexpected error occurred.',
  refused: 'Cannot submit profile when submission is in progress or already completed.',
  poetryNeedsAvailability:
    'Please select at least one availability option. More options mean a higher chance of snagging a spot.',
  poetryNeedsAcknowledgement: 'Make sure you understand that the spot is not guaranteed (check the box)',
  deposit:
    'The $10 deposit is optional for now and will become mandatory. It is applied to the event payment and refunded automatically if no group is assembled within three months.',
} as const;

export const activityLabels: Record<string, string> = {
  arcade: 'arcade',
  bars_lounges: 'bars & lounges',
  live_music: 'live music',
  nightclubs: 'nightclubs',
  comedy_shows: 'comedy shows',
  karaoke: 'karaoke',
  themed_parties: 'themed parties',
  speakeasies: 'speakeasies',
  rooftop_events: 'rooftop events',
};

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayAndYearFormat = new Intl.DateTimeFormat('en-CA', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-11' → 'Fri, Dec 11'; a date in another year than `thisYear` keeps its year. */
export function dateLabel(date: string, thisYear: number = new Date().getFullYear()): string {
  const at = new Date(`${date}T12:00:00Z`);
  return (at.getUTCFullYear() === thisYear ? dayFormat : dayAndYearFormat).format(at);
}

export const budgetLabel = (range: string) => `$${range}`;
