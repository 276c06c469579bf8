/** A weekly slot: day of week (0 Sunday … 6 Saturday) and starting hour (0-23). */
export interface TimeSlot {
  dayOfWeek: number;
  hour: number;
}

/** A slot as the onboarding wizard shows it: a day name and a time label. */
export interface LabelledSlot {
  day: string;
  time: string;
}

/** Used when a time label cannot be read. */
export const defaultSlotHour = 9;

export const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The scheduling step's choices: Saturday and Sunday at 9 AM and 11 AM. */
export const weekendSlots: readonly LabelledSlot[] = [
  { day: 'Saturday', time: '9 AM' },
  { day: 'Saturday', time: '11 AM' },
  { day: 'Sunday', time: '9 AM' },
  { day: 'Sunday', time: '11 AM' },
];

/** '9 AM' → 9, '12 AM' → 0, '12 PM' → 12, '3:30 pm' → 15, '14:00' → 14; anything else → 9. */
export function parseHourLabel(label: string): number {
  const match = /^\s*(\d{1,2})(?::([0-5]\d))?\s*([ap])\.?\s*m?\.?\s*$/i.exec(label);
  if (match) {
    const hour = Number(match[1]);
    if (hour < 1 || hour > 12) return defaultSlotHour;
    const pm = match[3]!.toLowerCase() === 'p';
    return (hour % 12) + (pm ? 12 : 0);
  }
  const clock = /^\s*(\d{1,2}):([0-5]\d)\s*$/.exec(label);
  if (clock && Number(clock[1]) <= 23) return Number(clock[1]);
  return defaultSlotHour;
}

/** 'Saturday' → 6, 'sun' → 0; null when it is not a day. */
export function parseDayLabel(label: string): number | null {
  const text = label.trim().toLowerCase();
  if (text.length < 3) return null;
  const index = dayNames.findIndex((day) => day.toLowerCase().startsWith(text) || text === day.toLowerCase());
  return index >= 0 ? index : null;
}

/** A labelled slot as day of week and hour; null when the day cannot be read. */
export function slotFromLabels(slot: LabelledSlot): TimeSlot | null {
  const dayOfWeek = parseDayLabel(slot.day);
  return dayOfWeek === null ? null : { dayOfWeek, hour: parseHourLabel(slot.time) };
}

/** 6, 9 → 'Saturday 9 AM'. */
export function slotLabel(slot: TimeSlot): string {
  const suffix = slot.hour < 12 ? 'AM' : 'PM';
  const hour = slot.hour % 12 === 0 ? 12 : slot.hour % 12;
  return `${dayNames[slot.dayOfWeek] ?? '?'} ${hour} ${suffix}`;
}
