import { DomainError } from '@ember/kernel';

export class ProgramNotFoundError extends DomainError {
  readonly code = 'programs.not-found';
  constructor(idOrSlug: string) {
    super('Program not found.', { program: idOrSlug.slice(0, 100) });
  }
}

export class InvalidEnrollmentError extends DomainError {
  readonly code = 'programs.invalid-enrollment';
  constructor(field: string, message: string) {
    super(message, { field });
  }
}

export class ProfileRequiredError extends DomainError {
  readonly code = 'programs.profile-required';
  constructor() {
    super('Please create your profile before enrolling in a program.');
  }
}

export class OtherMembersEnrollmentsError extends DomainError {
  readonly code = 'programs.not-your-enrollments';
  constructor() {
    super('You can only see your own enrollments.');
  }
}

export class EnrollmentClosedError extends DomainError {
  readonly code = 'programs.enrollment-closed';
  constructor(programName: string, closedAt: Date) {
    super(`Registration for ${programName} has closed. Pick another program, or watch for the next round.`, {
      closedAt: closedAt.toISOString(),
    });
  }
}
