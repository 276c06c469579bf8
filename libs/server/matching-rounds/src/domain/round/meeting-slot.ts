import { type TimeSlot, slotLabel } from '@ember/member-rules';
import { wallClockAt, zonedInstant } from '@ember/time-zones';

const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The one slot of a round with a fixed event time: everyone in it can meet then. */
export const eventSlot = 'event';

/** A weekly slot as the formation engine compares it: { dayOfWeek: 6, hour: 9 } → 'sat-09'. */
export function slotCode(slot: TimeSlot): string {
  return `${days[slot.dayOfWeek]}-${String(slot.hour).padStart(2, '0')}`;
}

/** 'sat-09' → { dayOfWeek: 6, hour: 9 }; null for the event slot or anything else. */
export function slotOfCode(code: string): TimeSlot | null {
  const match = /^(sun|mon|tue|wed|thu|fri|sat)-(\d{2})$/.exec(code);
  if (!match) return null;
  const hour = Number(match[2]);
  if (hour > 23) return null;
  return { dayOfWeek: days.indexOf(match[1] as (typeof days)[number]), hour };
}

/** How a group's slot reads: 'Saturday 9 AM', or null for a fixed event. */
export function slotDescription(code: string): string | null {
  const slot = slotOfCode(code);
  return slot ? slotLabel(slot) : null;
}

/** A Map, so a member's text (`CA:constructor:x`) names no zone rather than an inherited property. */
const provinceZones: ReadonlyMap<string, string> = new Map([
  ['ON', 'America/Toronto'],
  ['QC', 'America/Toronto'],
  ['BC', 'America/Vancouver'],
  ['AB', 'America/Edmonton'],
  ['MB', 'America/Winnipeg'],
  ['SK', 'America/Regina'],
]);

/** The IANA zone of a city code: 'CA:ON:Toronto' → 'America/Toronto'; null when unknown. */
export function timeZoneOfCity(city: string): string | null {
  const province = city.split(':')[1];
  return (city.startsWith('CA:') && province && provinceZones.get(province)) || null;
}

/** The first time the weekly slot comes round, in the city's zone, at or after `from`. */
export function nextOccurrence(slot: TimeSlot, from: Date, timeZone: string): Date {
  const start = wallClockAt(from, timeZone);
  for (let ahead = 0; ahead <= 7; ahead++) {
    // Calendar arithmetic on the date alone: UTC days have no daylight-saving changes.
    const day = new Date(Date.UTC(start.year, start.month - 1, start.day + ahead));
    if (day.getUTCDay() !== slot.dayOfWeek) continue;
    const at = zonedInstant(
      { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour: slot.hour },
      timeZone,
    );
    if (at.getTime() >= from.getTime()) return at;
  }
  throw new Error(`no day of week ${slot.dayOfWeek} within a week`);
}
