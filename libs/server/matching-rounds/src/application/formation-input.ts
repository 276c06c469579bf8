import { anywhere, type FormationInput } from '../domain/formation/formation-input.js';
import type { Block } from '../domain/pick/block.entity.js';
import type { Pick } from '../domain/pick/pick.entity.js';
import { eventSlot, slotCode } from '../domain/round/meeting-slot.js';
import type { Round } from '../domain/round/round.entity.js';
import { pairKey } from './meet-again.port.js';
import type { PoolMember } from './member-pool.port.js';

/**
 * The formation engine's input for a round: its candidates with sex, age, slots (the event's one
 * slot, else their weekly slots), neighbourhoods ('anywhere' when they gave none), venue and rounds
 * waited; every pick and block among them (a pair who both want to meet again weighs more); the round's rules.
 */
export function formationInputOf(
  round: Round,
  candidates: readonly PoolMember[],
  picks: readonly Pick[],
  blocks: readonly Block[],
  roundsWaited: ReadonlyMap<string, number>,
  metAgain: ReadonlySet<string> = new Set(),
): FormationInput {
  return {
    groupSize: { min: round.minGroupSize, max: round.maxGroupSize },
    genderBalance: round.genderBalance,
    requireVenue: round.requireVenue,
    maxAgeSpread: round.maxAgeSpread,
    members: candidates.map((member) => ({
      id: member.memberId,
      sex: member.sex,
      age: member.age,
      slots: round.eventStartsAt ? [eventSlot] : [...new Set((member.timeSlots ?? []).map(slotCode))],
      neighborhoods: member.neighborhoods && member.neighborhoods.length > 0 ? [...member.neighborhoods] : [anywhere],
      hasVenue: member.venue?.hasVenue === true,
      roundsWaited: roundsWaited.get(member.memberId) ?? 0,
    })),
    // A pair who both said they would meet again weighs one level more: a Neutral pick then counts.
    picks: picks.map((pick) => ({
      from: pick.pickerId,
      to: pick.targetId,
      level: Math.min(5, pick.level + (metAgain.has(pairKey(pick.pickerId, pick.targetId)) ? 1 : 0)),
    })),
    blocks: blocks.map((block) => ({ from: block.blockerId, to: block.blockedId })),
  };
}

/** A seed of the round's own, so a repeated formation (a retried job) forms the same groups. */
export function formationSeedOf(roundId: string): number {
  let hash = 2166136261;
  for (const char of roundId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash || 1;
}
