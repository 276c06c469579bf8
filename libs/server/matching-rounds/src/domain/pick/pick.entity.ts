import { newId } from '@ember/kernel';
import { countingPickLevel } from '@ember/member-rules';
import { InvalidPickError } from '../round/round.errors.js';

export { pickLevels } from '@ember/member-rules';
/** 'Attracted' and 'Perfect Match' mean romance unless the member says otherwise. */
export const romanticLevel = 4;

/**
 * One member's private pick of another in a round. Only its author ever reads it back; the
 * formation engine is the only other reader.
 */
export class Pick {
  id!: string;
  roundId!: string;
  pickerId!: string;
  targetId!: string;
  level!: number;
  /** Open to romance with this person, not only friendship. */
  romance!: boolean;
  createdAt!: Date;
  updatedAt!: Date;

  static make(roundId: string, pickerId: string, targetId: string, choice: PickChoice, now: Date): Pick {
    if (pickerId === targetId) throw new InvalidPickError('You cannot pick yourself.');
    const pick = new Pick();
    pick.id = newId();
    pick.roundId = roundId;
    pick.pickerId = pickerId;
    pick.targetId = targetId;
    pick.createdAt = now;
    pick.change(choice, now);
    return pick;
  }

  change(choice: PickChoice, now: Date): void {
    if (!Number.isInteger(choice.level) || choice.level < 0 || choice.level > 5) {
      throw new InvalidPickError('A pick level is a whole number from 0 to 5.');
    }
    this.level = choice.level;
    this.romance = choice.romance ?? choice.level >= romanticLevel;
    this.updatedAt = now;
  }

  counts(): boolean {
    return this.level >= countingPickLevel;
  }
}

export interface PickChoice {
  level: number;
  /** Explicit; when absent, romance follows the level (4 and 5). */
  romance?: boolean;
}
