/** One attendee's answer about another member of their group. */
export interface MeetAgainAnswer {
  toMemberId: string;
  again: boolean;
}

/**
 * Attendees' answers to "would you meet them again?", kept privately: no answer ever names who
 * said what; only pairs who both said yes count, and only as numbers or pair weights.
 */
export abstract class MeetAgainAnswers {
  /** Stores the member's answers about others of the group; a later answer replaces an earlier one. */
  /** Pairs among these members who both said yes after some earlier event, as `pairKey`s. */
  abstract mutualAmong(memberIds: readonly string[]): Promise<Set<string>>;
  abstract save(
    roundId: string,
    groupId: string,
    fromMemberId: string,
    answers: readonly MeetAgainAnswer[],
    at: Date,
  ): Promise<void>;
}

/** A pair's key, the same whichever of the two comes first. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
