import { DomainError } from '@ember/kernel';

/** The member has no group in this round (not formed yet, or no group formed for them). */
export class NoGroupError extends DomainError {
  readonly code = 'matching-rounds.no-group';

  constructor() {
    super('You have no group in this round.');
  }
}

/** Joining or declining is over: the member decided already, the deadline passed or the group ended. */
export class DecisionClosedError extends DomainError {
  readonly code = 'matching-rounds.decision-closed';
}

export class BlockByReportError extends DomainError {
  readonly code = 'matching-rounds.block-by-report';

  constructor() {
    super('You reported this member, so the block stays: you will not see each other again.');
  }
}

export class CannotBlockSelfError extends DomainError {
  readonly code = 'matching-rounds.cannot-block-self';

  constructor() {
    super('You cannot block yourself.');
  }
}

export class MemberNotFoundError extends DomainError {
  readonly code = 'matching-rounds.member-not-found';

  constructor() {
    super('There is no such member.');
  }
}

/** The host's approval of a proposed group is over: it was approved or released already. */
export class ApprovalClosedError extends DomainError {
  readonly code = 'matching-rounds.approval-closed';
}

/** A check-in code that is not for this event, or a member without a confirmed place. */
export class CheckInRefusedError extends DomainError {
  readonly code = 'matching-rounds.check-in-refused';
}
