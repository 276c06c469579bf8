import type { Clock } from '@ember/kernel';
import { DecisionClosedError, NoGroupError } from '../domain/group/group.errors.js';
import type { GroupRepository } from '../domain/group/group.repository.js';
import type { RoundRepository } from '../domain/round/round.repository.js';
import type { GroupSettlement } from './group-settlement.js';
import type { MemberPool } from './member-pool.port.js';
import type { MyGroupQuery, MyGroupView } from './my-group.query.js';
import type { PaymentGateway } from './payment-gateway.port.js';
import { roundForMember } from './round-pool.js';

/**
 * A member joins their group (the deposit or payment is recorded through the payment port first)
 * or declines it. A decline that leaves the group unable to reach its minimum releases it at once
 * (dropout rule 'continue-if-minimum'): those who joined are refunded and everyone still in is told.
 */
export class GroupDecisionsUseCase {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly groups: GroupRepository,
    private readonly pool: MemberPool,
    private readonly payments: PaymentGateway,
    private readonly settlement: GroupSettlement,
    private readonly view: MyGroupQuery,
    private readonly clock: Clock,
  ) {}

  async join(memberId: string, roundId: string): Promise<MyGroupView> {
    const { round } = await roundForMember(this.rounds, this.pool, roundId, memberId);
    const group = await this.groups.findOfMember(round.id, memberId);
    if (!group) throw new NoGroupError();
    const membership = group.openDecisionOf(memberId, this.clock.now());
    const charge = await this.payments.hold({
      key: membership.id,
      memberId,
      roundId: round.id,
      groupId: group.id,
      kind: round.chargeKind,
      amountCents: round.chargeCents,
      currency: round.currency,
    });
    try {
      await this.groups.update(group.id, (locked) => locked.join(memberId, charge.reference, this.clock.now()));
    } catch (error) {
      // Refused after the hold (deadline, group released): give it back, unless a parallel join of
      // the same member stored this very charge.
      const current = await this.groups.findById(group.id);
      if (
        error instanceof DecisionClosedError &&
        current?.membershipOf(memberId).paymentReference !== charge.reference
      ) {
        await this.payments.refund(charge.reference);
      }
      throw error;
    }
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
}
