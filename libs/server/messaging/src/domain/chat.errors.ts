import { DomainError, RateLimitedError } from '@ember/kernel';

/** Also the answer for a group that does not exist: whether it does is not the caller's business. */
export class NotInGroupError extends DomainError {
  readonly code = 'messaging.not-in-group';
  constructor() {
    super('Only the members of this group can use its chat.');
  }
}

export class ChatNotOpenError extends DomainError {
  readonly code = 'messaging.chat-not-open';
  constructor() {
    super('Your group chat opens once your group is confirmed.');
  }
}

export class ChatClosedError extends DomainError {
  readonly code = 'messaging.chat-closed';
  constructor() {
    super('This group chat closed 24 hours after your event.');
  }
}

export class InvalidMessageError extends DomainError {
  readonly code = 'messaging.invalid-message';
  constructor(message: string) {
    super(message);
  }
}

export class MessageNotFoundError extends DomainError {
  readonly code = 'messaging.message-not-found';
  constructor() {
    super('That message is not in this chat.');
  }
}

export class SendingTooFastError extends RateLimitedError {
  readonly code = 'messaging.too-fast';
  constructor(retryAfterSeconds: number) {
    super(`You are sending messages too quickly. Please wait ${retryAfterSeconds} seconds.`, retryAfterSeconds);
  }
}
