import { DomainError } from '@ember/kernel';

export class InvalidActivityDayError extends DomainError {
  readonly code = 'analytics.invalid-day';
  constructor(day: string) {
    super('Activity can only be recorded for the last 7 days.', { day });
  }
}

export class InvalidReportRangeError extends DomainError {
  readonly code = 'analytics.invalid-range';
  constructor(problem: string) {
    super(problem);
  }
}
