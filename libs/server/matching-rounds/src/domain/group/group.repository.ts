import type { Group, Membership } from './group.entity.js';

export abstract class GroupRepository {
  abstract findById(groupId: string): Promise<Group | null>;
  /** The member's group in a round, with every membership. */
  abstract findOfMember(roundId: string, memberId: string): Promise<Group | null>;
  abstract listByRound(roundId: string): Promise<Group[]>;
  /**
   * Runs `change` on the group with its row locked, then stores its status and memberships; two
   * members deciding at once, or a decision racing the deadline, are applied one after the other.
   */
  abstract update<T>(groupId: string, change: (group: Group) => T): Promise<T>;
  /** Marks the group settled (payments and e-mails done); false when it already was. */
  abstract markSettled(groupId: string, now: Date): Promise<boolean>;
  /** The member's memberships in these rounds. */
  abstract membershipsOf(memberId: string, roundIds: readonly string[]): Promise<Membership[]>;
  /** The member's places still open (invited or joined), in any round. */
  abstract openMembershipsOf(memberId: string): Promise<Membership[]>;
  /** Moves the join deadline (and first meeting) of the round's groups still in review. */
  abstract moveDeadline(roundId: string, joinDeadline: Date, meetsAt: (group: Group) => Date): Promise<void>;
}
