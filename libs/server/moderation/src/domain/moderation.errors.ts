import { DomainError } from '@ember/kernel';

export class ReportDetailsRequiredError extends DomainError {
  readonly code = 'moderation.details-required';
  constructor() {
    super('Please tell us what happened.');
  }
}

export class ReportNotFoundError extends DomainError {
  readonly code = 'moderation.report-not-found';
  constructor() {
    super('Report not found.');
  }
}

export class ReportResolvedError extends DomainError {
  readonly code = 'moderation.report-resolved';
  constructor() {
    super('This report was already handled.');
  }
}

export class CannotSuspendSelfError extends DomainError {
  readonly code = 'moderation.cannot-suspend-self';
  constructor() {
    super('You cannot suspend your own account.');
  }
}

export class ReasonRequiredError extends DomainError {
  readonly code = 'moderation.reason-required';
  constructor() {
    super('Please give a reason.');
  }
}

export class MemberNotFoundError extends DomainError {
  readonly code = 'moderation.member-not-found';
  constructor() {
    super('Member not found.');
  }
}

export class ContentNotFoundError extends DomainError {
  readonly code = 'moderation.content-not-found';
  constructor() {
    super('That photo or video is no longer there; it may have been replaced or removed.');
  }
}

export class FormatNotFoundError extends DomainError {
  readonly code = 'moderation.format-not-found';
  constructor() {
    super('Format not found.');
  }
}

export class FormatNotPublishedError extends DomainError {
  readonly code = 'moderation.format-not-published';
  constructor(status: string) {
    super('Only a published format can be unpublished.', { status });
  }
}
