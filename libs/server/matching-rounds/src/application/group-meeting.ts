import { eventSlot, nextOccurrence, slotOfCode } from '../domain/round/meeting-slot.js';
import type { Round } from '../domain/round/round.entity.js';

/**
 * When a group first meets: at the round's event, or the first time its weekly slot comes round
 * (in the city's zone) at least the lead time after the review closes.
 */
export function firstMeetingOf(round: Round, slot: string, reviewClosesAt: Date): Date {
  if (round.eventStartsAt) return round.eventStartsAt;
  const weekly = slot === eventSlot ? null : slotOfCode(slot);
  if (!weekly) throw new Error(`group slot ${slot} is not a weekly slot`);
  return nextOccurrence(weekly, round.firstMeetingFrom(reviewClosesAt), round.timeZone);
}
