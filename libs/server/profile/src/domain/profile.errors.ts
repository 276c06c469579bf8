import { DomainError } from '@ember/kernel';

export class InvalidProfileError extends DomainError {
  readonly code = 'profile.invalid';
  constructor(field: string, message: string) {
    super(message, { field });
  }
}

/** The spec's rule for `updateProfileProperty` (spec 1 §5), word for word. */
export class InvalidProfileUpdateError extends DomainError {
  readonly code = 'profile.invalid-update';
  constructor() {
    super('Profile property updates require a location and a non-empty list of changes');
  }
}

export class ProfileLocationMismatchError extends DomainError {
  readonly code = 'profile.location-mismatch';
  constructor() {
    super('That location is not the one on your profile. Please reload the page and try again.');
  }
}

/** Name, age, sex and location are fixed at registration (spec 1 §2.5, spec 3 §5). */
export class FieldLockedError extends DomainError {
  readonly code = 'profile.field-locked';
  constructor(field: string, supportEmail: string) {
    super(
      `Your name, age, sex and location cannot be changed after registration. ` +
        `Please contact support at ${supportEmail} if one of them needs correcting.`,
      { field, supportEmail },
    );
  }
}

export class ProfileNotFoundError extends DomainError {
  readonly code = 'profile.not-found';
  constructor() {
    super('You have not created your profile yet.');
  }
}

export class InterestNotFoundError extends DomainError {
  readonly code = 'profile.interest-not-found';
  constructor() {
    super('Interest not found.');
  }
}

export class InvalidInterestError extends DomainError {
  readonly code = 'profile.invalid-interest';
  constructor(field: string, message: string, title?: string) {
    super(message, title ? { field, title } : { field });
  }
}

export class DuplicateInterestError extends DomainError {
  readonly code = 'profile.duplicate-interest';
  constructor(name: string) {
    super(`You already have an interest called "${name}".`, { name });
  }
}

export class TooManyInterestsError extends DomainError {
  readonly code = 'profile.too-many-interests';
  constructor(max: number) {
    super(`You can have at most ${max} interests.`, { max });
  }
}

export class InvalidAiResponseError extends DomainError {
  readonly code = 'profile.invalid-ai-response';
  constructor(message: string) {
    super(message);
  }
}

export class InvalidRegistrationError extends DomainError {
  readonly code = 'profile.invalid-registration';
  constructor(field: string, message: string) {
    super(message, { field });
  }
}

/** A browse filter outside its choices (an unknown age band, neighbourhood, topic …). */
export class InvalidBrowseFilterError extends DomainError {
  readonly code = 'profile.invalid-browse-filter';
  constructor(field: string, message: string) {
    super(message, { field });
  }
}

/** A browse cursor the server did not hand out (or one from an older version of the order). */
export class InvalidBrowseCursorError extends DomainError {
  readonly code = 'profile.invalid-browse-cursor';
  constructor() {
    super('This list has changed. Please reload the page.');
  }
}

/**
 * Another member's profile that the caller may not see: unknown, not yet discoverable, suspended,
 * or blocked either way. One answer for all, so that nobody learns which.
 */
export class ProfileUnavailableError extends DomainError {
  readonly code = 'profile.unavailable';
  constructor() {
    super('We couldn’t find this profile.');
  }
}

/** A people-filter setting out of its bounds; `field` names it (e.g. 'profileFilters.ageMin'). */
export class InvalidPeopleFiltersError extends DomainError {
  readonly code = 'profile.invalid-filters';
  constructor(field: string, message: string) {
    super(message, { field });
  }
}

/** Demo data is for trying Ember out on a laptop: production mode never makes any. */
export class DemoDataRefusedError extends DomainError {
  readonly code = 'profile.demo-refused';
  constructor() {
    super('Demo members are never made in production mode.');
  }
}
