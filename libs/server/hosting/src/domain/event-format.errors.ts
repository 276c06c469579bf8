import { DomainError, RateLimitedError } from '@ember/kernel';
import type { FormatProblem } from '@ember/hosting-rules';
import { type InterestGap, interestGapMessage } from './interest-gaps.js';

/** Problems grouped per field, in the shape of the api's request validation errors. */
function fieldsOf(problems: readonly FormatProblem[]): { field: string; problems: string[] }[] {
  const byField = new Map<string, string[]>();
  for (const { field, message } of problems) byField.set(field, [...(byField.get(field) ?? []), message]);
  return [...byField].map(([field, messages]) => ({ field, problems: messages }));
}

function summary(problems: readonly FormatProblem[]): string {
  const fields = fieldsOf(problems);
  if (fields.length === 1 && problems[0]) return problems[0].message;
  return `Some fields are missing or invalid: ${fields.map((entry) => entry.field).join(', ')}.`;
}

/** A value outside the rules of spec 3 §5 and §9; details.fields names each field. */
export class InvalidFormatError extends DomainError {
  readonly code = 'hosting.invalid-format';
  constructor(readonly problems: readonly FormatProblem[]) {
    super(summary(problems), { fields: fieldsOf(problems) });
  }
}

/** Publishing needs every rule to hold; details.fields names what is missing or wrong. */
export class FormatIncompleteError extends DomainError {
  readonly code = 'hosting.format-incomplete';
  constructor(readonly problems: readonly FormatProblem[]) {
    super(summary(problems), { fields: fieldsOf(problems) });
  }
}

/** The spec's text (spec 3 §8). Also the answer for someone else's format. */
export class FormatNotFoundError extends DomainError {
  readonly code = 'hosting.format-not-found';
  constructor() {
    super('Format not found');
  }
}

export class FormatNotDraftError extends DomainError {
  readonly code = 'hosting.not-a-draft';
  constructor(action: 'publish' | 'delete') {
    super(
      action === 'publish'
        ? 'Only a draft can be published.'
        : 'Only a draft can be deleted; archive this format instead.',
    );
  }
}

export class FormatLockedError extends DomainError {
  readonly code = 'hosting.format-locked';
  constructor(status: string) {
    super(`This format is ${status} and can no longer be changed.`, { status });
  }
}

export class FormatNotActiveError extends DomainError {
  readonly code = 'hosting.not-active';
  constructor() {
    super('Only an active format can be completed.');
  }
}

export class HostEmailRequiredError extends DomainError {
  readonly code = 'hosting.email-required';
  constructor() {
    super('Please enter your email address so we can send you the next steps.', {
      fields: [{ field: 'hostInfo.email', problems: ['Please enter a valid email address.'] }],
    });
  }
}

/** The spec never names it: one text for a claim link that is unknown, used or expired. */
export class InvalidClaimLinkError extends DomainError {
  readonly code = 'hosting.invalid-claim-link';
  constructor() {
    super('This link is invalid or has expired. Create the format again, or sign in to see your formats.');
  }
}

export class HostNotFoundError extends DomainError {
  readonly code = 'hosting.host-not-found';
  constructor() {
    super('Host not found');
  }
}

export class CreationLimitReachedError extends RateLimitedError {
  readonly code = 'hosting.creation-limit';
  constructor(retryAfterSeconds: number) {
    super('You have created several formats in a short time. Please wait a little and try again.', retryAfterSeconds);
  }
}

/** Another context reported something impossible (a negative amount, an empty group). */
export class InvalidLifecycleEventError extends DomainError {
  readonly code = 'hosting.invalid-lifecycle-event';
  constructor(problem: string) {
    super(problem);
  }
}

/** Interest is for members others can see; details.missing names what is still to do. */
export class ProfileNotReadyError extends DomainError {
  readonly code = 'hosting.profile-not-ready';
  constructor(missing: readonly InterestGap[]) {
    super(interestGapMessage(missing), { missing: [...missing] });
  }
}

export class InterestClosedError extends DomainError {
  readonly code = 'hosting.interest-closed';
  constructor() {
    super('Interest in this format has closed.');
  }
}

/** A host is never in the pool of their own format. */
export class OwnFormatInterestError extends DomainError {
  readonly code = 'hosting.own-format';
  constructor() {
    super('You host this format, so you cannot register interest in it.');
  }
}

/** A phase of the format's timeline that has begun or ended cannot be edited. */
export class PhasePassedError extends DomainError {
  readonly code = 'hosting.phase-passed';
  constructor(message: string) {
    super(message);
  }
}
