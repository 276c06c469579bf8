import type { Payment } from '../domain/payment.entity.js';
import type { CancelByMemberUseCase } from './cancel-by-member.use-case.js';
import type { CancelGroupUseCase } from './cancel-group.use-case.js';
import type { CaptureForGroupUseCase } from './capture-for-group.use-case.js';
import type { GroupChargeRequest, GroupCheckout } from './group-charge.js';
import type { HoldForJoinUseCase, JoinHold } from './hold-for-join.use-case.js';
import type { MarkNoShowUseCase } from './mark-no-show.use-case.js';
import type { ReleaseForGroupUseCase } from './release-for-group.use-case.js';
import type { StartGroupCheckoutUseCase } from './start-group-checkout.use-case.js';

/** How a group's charge stands, in the words of the rounds' payment port. */
export type GroupChargeState = 'held' | 'captured' | 'refunded';

export interface MemberCancellation {
  state: GroupChargeState;
  refundedCents: number;
  rule: string;
}

function stateOf(payment: Payment): GroupChargeState {
  if (payment.purpose === 'deposit') {
    return payment.depositUse === 'reserved' || payment.depositUse === 'forfeited' ? 'held' : 'refunded';
  }
  if (payment.state === 'canceled' || (payment.state === 'captured' && payment.returnedCents >= payment.amountCents)) {
    return 'refunded';
  }
  return payment.state === 'captured' ? 'captured' : 'held';
}

/**
 * What other contexts ask of payments (the rounds today, hosting's format lifecycle next): the
 * charge of joining a group from checkout to hold, capture, release and refund, a member's own
 * cancellation by the ticket's policies, a group called off, a no-show. Amounts come from the
 * caller's server-side terms; each step is idempotent by the membership's key.
 */
export class PaymentsFacade {
  constructor(
    private readonly checkout: StartGroupCheckoutUseCase,
    private readonly holds: HoldForJoinUseCase,
    private readonly captures: CaptureForGroupUseCase,
    private readonly releases: ReleaseForGroupUseCase,
    private readonly cancellations: CancelByMemberUseCase,
    private readonly groupCancellations: CancelGroupUseCase,
    private readonly noShows: MarkNoShowUseCase,
  ) {}

  /** Prepares what the member pays on /payment to join. */
  checkoutForGroup(request: GroupChargeRequest): Promise<GroupCheckout> {
    return this.checkout.execute(request);
  }

  /** On joining: ties the paid ticket (or deposit) to the membership; throws when it is not paid. */
  holdForJoin(request: GroupChargeRequest): Promise<JoinHold> {
    return this.holds.execute(request);
  }

  /** The group is confirmed: the ticket is taken. */
  async capture(reference: string): Promise<GroupChargeState> {
    return stateOf(await this.captures.execute(reference));
  }

  /** The group will not meet: released or refunded in full. */
  async release(reference: string, joinKey: string | null = null): Promise<GroupChargeState> {
    return stateOf(await this.releases.execute(reference, joinKey));
  }

  /** The member gives up their place: refunded as the ticket's policies say at this moment. */
  async cancelByMember(reference: string, joinKey: string): Promise<MemberCancellation> {
    const outcome = await this.cancellations.execute(reference, joinKey);
    return { state: stateOf(outcome.payment), refundedCents: outcome.refundedCents, rule: outcome.rule };
  }

  /** The review is over: unpaid or unused checkouts of the group are let go. */
  closeCheckouts(groupId: string): Promise<void> {
    return this.groupCancellations.closeCheckouts(groupId);
  }

  /** The group is called off by its host or by Ember: everyone is refunded in full. */
  cancelGroup(groupId: string): Promise<number> {
    return this.groupCancellations.execute(groupId);
  }

  /** A member did not come: their deposit held for the group is kept. */
  markNoShow(groupId: string, memberId: string): Promise<boolean> {
    return this.noShows.execute(groupId, memberId);
  }
}
