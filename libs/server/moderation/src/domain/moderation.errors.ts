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
