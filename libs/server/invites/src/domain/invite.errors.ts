import { DomainError } from '@ember/kernel';

/** The spec's text (spec 3 §4). */
export class ActiveInviteExistsError extends DomainError {
  readonly code = 'invites.active-invite-exists';
  constructor() {
    super('You already have an active invite. You can create a new one after the current one expires.');
  }
}

export class FirstNameRequiredError extends DomainError {
  readonly code = 'invites.first-name-required';
  constructor() {
    super('Please add your first name before creating an invite.');
  }
}

/** Also the answer for another member's code: whether it exists is not the caller's business. */
export class InviteNotFoundError extends DomainError {
  readonly code = 'invites.not-found';
  constructor() {
    super('Invite not found.');
  }
}

export class InviteCodeUnavailableError extends DomainError {
  readonly code = 'invites.code-unavailable';
  constructor() {
    super('We could not create an invite code just now. Please try again.');
  }
}
