import type { Clock } from '@ember/kernel';
import { DecisionClosedError, NoGroupError } from '../domain/group/group.errors.js';
import type { GroupRepository } from '../domain/group/group.repository.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { FormatProgress } from './format-progress.port.js';
import type { GroupSettlement } from './group-settlement.js';
import { joinChargeRequest } from './join-charge-request.js';
import type { MemberPool } from './member-pool.port.js';
import type { MyGroupQuery, MyGroupView } from './my-group.query.js';
import type { CancellationRecord, CheckoutRecord, PaymentGateway } from './payment-gateway.port.js';
import { roundForMember } from './round-pool.js';

/**
 * A member's answer to their group. Before joining they pay on /payment (checkout prepares the
 * ticket or deposit from the round's terms); joining then holds that payment through the payment
 * port. Declining, and a decline that leaves the group unable to reach its minimum, release the
 * group at once (dropout rule 'continue-if-minimum'): those who joined are refunded and told. A
 * member who joined may cancel later: what comes back is the ticket's policies' call.
 */
export class GroupDecisionsUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly groups: GroupRepository,
    private readonly pool: MemberPool,
    private readonly payments: PaymentGateway,
    private readonly settlement: GroupSettlement,
    private readonly view: MyGroupQuery,
    private readonly formats: FormatProgress,
    private readonly clock: Clock,
  ) {}

  async checkout(memberId: string, roundId: string): Promise<CheckoutRecord> {
    const { round } = await roundForMember(this.rounds, this.pool, roundId, memberId);
    const group = await this.groups.findOfMember(round.id, memberId);
    if (!group) throw new NoGroupError();
    const membership = group.openDecisionOf(memberId, this.clock.now());
    return this.payments.checkout(joinChargeRequest(round, group, membership));
  }

  async join(memberId: string, roundId: string): Promise<MyGroupView> {
    const { round } = await roundForMember(this.rounds, this.pool, roundId, memberId);
    const group = await this.groups.findOfMember(round.id, memberId);
    if (!group) throw new NoGroupError();
    const membership = group.openDecisionOf(memberId, this.clock.now());
    const charge = await this.payments.hold(joinChargeRequest(round, group, membership));
    try {
      await this.groups.update(group.id, (locked) => locked.join(memberId, charge.reference, this.clock.now()));
    } catch (error) {
      // Refused after the hold (deadline, group released): give it back, unless a parallel join of
      // the same member stored this very charge.
      const current = await this.groups.findById(group.id);
      if (
        error instanceof DecisionClosedError &&
        charge.reference &&
        current?.membershipOf(memberId).paymentReference !== charge.reference
      ) {
        await this.payments.refund(charge.reference, membership.id);
      }
      throw error;
    }
    // A format's ticket: the host's confirmed participants and revenue (idempotent by the payment).
    if (round.formatId && charge.reference)
      await this.formats.ticketPaid(round.formatId, memberId, charge.reference, round.chargeCents);
    return this.view.execute(memberId, roundId);
  }

  async decline(memberId: string, roundId: string): Promise<MyGroupView> {
    const { round } = await roundForMember(this.rounds, this.pool, roundId, memberId);
    const group = await this.groups.findOfMember(round.id, memberId);
    if (!group) throw new NoGroupError();
    const released = await this.groups.update(group.id, (locked) => locked.decline(memberId, this.clock.now()));
    if (released) {
      const ended = await this.groups.findById(group.id);
      if (ended) await this.settlement.settle(round, ended);
    }
    return this.view.execute(memberId, roundId);
  }

  /**
   * The member gives up a place they joined, until the group meets: refunded by the ticket's
   * cancellation and refund policies. A group in review that can no longer reach its minimum is
   * released (the others are refunded in full); a confirmed group goes on.
   */
  async cancel(
    memberId: string,
    roundId: string,
  ): Promise<{ view: MyGroupView; cancellation: CancellationRecord | null }> {
    const { round } = await roundForMember(this.rounds, this.pool, roundId, memberId);
    const group = await this.groups.findOfMember(round.id, memberId);
    if (!group) throw new NoGroupError();
    const { membership, released } = await this.groups.update(group.id, (locked) =>
      locked.cancel(memberId, this.clock.now()),
    );
    const cancellation = membership.paymentReference
      ? await this.payments.cancelByMember(membership.paymentReference, membership.id)
      : null;
    if (round.formatId && membership.paymentReference && cancellation && cancellation.refundedCents > 0) {
      await this.formats.ticketRefunded(
        round.formatId,
        memberId,
        `cancel:${membership.paymentReference}`,
        cancellation.refundedCents,
      );
    }
    if (released) {
      const ended = await this.groups.findById(group.id);
      if (ended) await this.settlement.settle(round, ended);
    }
    return { view: await this.view.execute(memberId, roundId), cancellation };
  }
}
