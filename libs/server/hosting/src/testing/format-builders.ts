import { addDays, calendarDateIn, earliestEventDate } from '@ember/hosting-rules';

/** A draft body that publishes today in Toronto, with overrides laid over it section by section. */
export function aFormatDraft(overrides: Record<string, unknown> = {}, now = new Date()): Record<string, unknown> {
  const today = calendarDateIn(now, 'America/Toronto');
  const base: Record<string, unknown> = {
    format: 'Pottery and pints',
    description: 'Throw a bowl on the wheel, then share a pint with the people beside you.',
    category: 'skill-building',
    timeline: { interestCollection: 7, selectionWindow: 2 },
    possibleDates: [{ date: addDays(earliestEventDate(today, 7, 2), 1), time: '19:00-22:00' }],
    location: { city: 'toronto', neighborhood: 'kensington-market', venueDetails: 'Clay Café, back room' },
    hostInfo: { firstName: 'Maya' },
    pricing: { ticketPrice: 4500 },
  };
  for (const [key, value] of Object.entries(overrides)) {
    const current = base[key];
    base[key] =
      current &&
      typeof current === 'object' &&
      !Array.isArray(current) &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value)
        ? { ...current, ...value }
        : value;
  }
  return base;
}
