import type { Clock } from '@ember/kernel';
import type { Membership } from '../domain/group/group.entity.js';
import type { GroupRepository } from '../domain/group/group.repository.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { GroupSettlement } from './group-settlement.js';
import type { PaymentGateway } from './payment-gateway.port.js';

/**
 * A suspended member's open group places go, as if they had left: an invitation counts as a
 * decline, a joined place as a cancellation (refunded by the ticket's policies). The dropout rule
 * then applies as for anyone leaving: a group in review that can no longer reach its minimum is
 * released and its members refunded and told.
 */
export class ReleasePlacesUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly groups: GroupRepository,
    private readonly payments: PaymentGateway,
    private readonly settlement: GroupSettlement,
    private readonly clock: Clock,
  ) {}

  /** Answers how many places were given up. */
  async releaseAllOf(memberId: string): Promise<number> {
    let given = 0;
    for (const place of await this.groups.openMembershipsOf(memberId)) {
      if (await this.release(memberId, place)) given++;
    }
    return given;
  }

  private async release(memberId: string, place: Membership): Promise<boolean> {
    const now = this.clock.now();
    const outcome = await this.groups.update(place.groupId, (group) => {
      const own = group.membershipOf(memberId);
      if (own.decision === 'invited' && group.status === 'reviewing' && now < group.joinDeadline) {
        return { membership: own, released: group.decline(memberId, now) };
      }
      if (own.decision === 'joined' && group.status !== 'released' && now < group.meetsAt) {
        return group.cancel(memberId, now);
      }
      return null;
    });
    if (!outcome) return false;
    if (outcome.membership.decision === 'cancelled' && outcome.membership.paymentReference) {
      await this.payments.cancelByMember(outcome.membership.paymentReference, outcome.membership.id);
    }
    if (outcome.released) {
      const round = await this.rounds.findById(place.roundId);
      const ended = await this.groups.findById(place.groupId);
      if (round && ended) await this.settlement.settle(round, ended);
    }
    return true;
  }
}
