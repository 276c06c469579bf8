import { InvalidEmailError } from './identity.errors.js';

// The spec's rule: non-space text, an at sign, text, a dot, text.
const shape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Normalises an address so one person has one account however they type it. */
export function normaliseEmail(input: unknown): string {
  if (typeof input !== 'string') throw new InvalidEmailError();
  const email = input.trim().toLowerCase();
  if (email.length > 254 || !shape.test(email)) throw new InvalidEmailError();
  return email;
}
