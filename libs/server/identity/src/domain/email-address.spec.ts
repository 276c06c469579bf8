import { describe, expect, it } from '@jest/globals';
import { normaliseEmail } from './email-address.js';
import { InvalidEmailError } from './identity.errors.js';

describe('normaliseEmail', () => {
  it('trims and lower-cases, so one person has one account', () => {
    expect(normaliseEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });

  it.each([
    '',
    'ada',
    'ada@example',
    '@example.com',
    'ada @example.com',
    'ada@exa mple.com',
    `${'a'.repeat(250)}@x.com`,
  ])('refuses %p', (input) => {
    expect(() => normaliseEmail(input)).toThrow(InvalidEmailError);
  });

  it('refuses what is not text', () => {
    expect(() => normaliseEmail(undefined)).toThrow(InvalidEmailError);
  });
});
