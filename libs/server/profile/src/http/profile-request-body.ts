import { InvalidProfileError } from '../domain/profile.errors.js';

/** The multipart field `ProfileJson`: the wizard's profile as JSON text. */
export function readProfileJson(body: unknown): Record<string, unknown> {
  const text = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['ProfileJson'] : undefined;
  if (typeof text !== 'string' || text.trim() === '') {
    throw new InvalidProfileError('ProfileJson', 'ProfileJson is required: the profile as JSON text.');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InvalidProfileError('ProfileJson', 'ProfileJson is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidProfileError('ProfileJson', 'ProfileJson must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

/** A JSON body as an object of fields (anything else reads as no fields at all). */
export function jsonFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
