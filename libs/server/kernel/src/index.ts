export { DomainError, type ErrorCodes, RateLimitedError, isDomainError } from './domain-error.js';
export { type Clock, FixedClock, systemClock } from './clock.js';
export { isId, newId } from './ids.js';
export { type Token, token } from './token.js';
