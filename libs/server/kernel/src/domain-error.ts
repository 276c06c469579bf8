/**
 * Base of every rule violation the domain or an application service reports.
 * `code` is stable and dotted (`identity.code-expired`); `message` is safe to show to a user.
 * The HTTP layer maps codes to status codes; nothing below it knows about HTTP.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;

  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}

/** A limit was reached; the caller may try again after `retryAfterSeconds`. */
export abstract class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, { retryAfterSeconds });
  }
}

/**
 * The codes of the error classes a module exports, e.g. `ErrorCodes<typeof identityErrors>` after
 * `import type * as identityErrors from './identity.errors.js'`: the keys an error map must have.
 */
export type ErrorCodes<Exports> = {
  [Name in keyof Exports]: Exports[Name] extends abstract new (...args: never[]) => infer Instance
    ? Instance extends DomainError
      ? Instance['code']
      : never
    : never;
}[keyof Exports];
