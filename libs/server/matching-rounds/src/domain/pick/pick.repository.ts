import type { Pick } from './pick.entity.js';

export abstract class PickRepository {
  /**
   * Inserts or updates the pick (one per round, picker and target), but only while the round
   * accepts picks at `now` as the database sees it; false when it does not. A round closing at the
   * same moment waits for the write, so formation never misses a pick it accepted.
   */
  abstract saveWhileCollecting(pick: Pick, now: Date): Promise<boolean>;
  /** Removes the pick under the same condition; false when picks are closed. */
  abstract removeWhileCollecting(roundId: string, pickerId: string, targetId: string, now: Date): Promise<boolean>;
  abstract find(roundId: string, pickerId: string, targetId: string): Promise<Pick | null>;
  /** The picker's own picks in a round. */
  abstract listByPicker(roundId: string, pickerId: string): Promise<Pick[]>;
  /** Every pick of a round: for the formation engine only. */
  abstract listForFormation(roundId: string): Promise<Pick[]>;
  /** Drops the picker's picks of the target in every round still collecting (after a block). */
  abstract removeOpenPicksOf(pickerId: string, targetId: string): Promise<void>;
}
