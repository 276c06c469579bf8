import type { Group } from '../group/group.entity.js';
import type { FormationReport } from './formation-report.js';
import type { Round, RoundStatus } from './round.entity.js';

/** Whether a candidate was placed when the round formed its groups. */
export interface RoundOutcome {
  roundId: string;
  memberId: string;
  groupId: string | null;
  formedAt: Date;
}

export interface FormationRecord {
  groups: readonly Group[];
  outcomes: readonly RoundOutcome[];
  report: FormationReport;
  reviewClosesAt: Date;
}

/**
 * Rounds and their phase changes. Every status change is a compare-and-set on the round's row,
 * logged once per status (a unique key), so a phase happens exactly once however many workers run
 * its job and however often a job is delivered.
 */
export abstract class RoundRepository {
  abstract findById(roundId: string): Promise<Round | null>;
  /** The selection round of a hosted format; null before its interest closed. */
  abstract findByFormat(formatId: string): Promise<Round | null>;
  /** Inserts the round unless another round of the program in the city has not closed; false then. */
  abstract insertAlone(round: Round): Promise<boolean>;
  /** Stores a reschedule, provided the round is still in `status`; false otherwise. */
  abstract saveSchedule(round: Round, status: RoundStatus): Promise<boolean>;
  /** Rounds of these programs that are not closed, or closed after `closedSince`, oldest first. */
  abstract listForPrograms(programIds: readonly string[], closedSince: Date): Promise<Round[]>;
  /** Every round, or those `createdBy` made, newest first. */
  abstract listHosted(createdBy: string | null): Promise<Round[]>;
  /** Rounds with work left: not closed, or closed and not settled. */
  abstract listUnfinished(): Promise<Round[]>;
  /**
   * `from` → `to` when the round is in `from` and `due` (the deadline column for this move) has
   * passed at `now`; false when another run made the move first, or it is not due.
   */
  abstract transition(roundId: string, from: RoundStatus, to: RoundStatus, now: Date): Promise<boolean>;
  /** forming → reviewing with the groups and outcomes stored in the same transaction; false if formed already. */
  abstract completeFormation(roundId: string, record: FormationRecord, now: Date): Promise<boolean>;
  /**
   * reviewing → closed once the review deadline passed, applying `closeGroup` to each group still in
   * review (row-locked) in the same transaction; false if closed already or not due.
   */
  abstract closeReview(roundId: string, now: Date, closeGroup: (group: Group) => void): Promise<boolean>;
  abstract markReminded(roundId: string, picksCloseAt: Date): Promise<boolean>;
  abstract markFormedNotified(roundId: string, now: Date): Promise<boolean>;
  abstract markSettled(roundId: string, now: Date): Promise<boolean>;
  abstract outcomesOf(roundId: string): Promise<RoundOutcome[]>;
  abstract outcomeOf(roundId: string, memberId: string): Promise<RoundOutcome | null>;
  /** Per member: rounds formed without a place for them since they were last placed. */
  abstract roundsWaited(memberIds: readonly string[]): Promise<Map<string, number>>;
  /** The status changes of a round, in order (each status at most once). */
  abstract transitionsOf(roundId: string): Promise<{ status: RoundStatus; at: Date }[]>;
}
