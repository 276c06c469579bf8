import { describe, expect, it } from '@jest/globals';
import { isDependencyUnavailable } from './dependency-unavailable.js';

describe('isDependencyUnavailable', () => {
  it('knows a database or Redis that is away, however wrapped', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDependencyUnavailable(refused)).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isDependencyUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
    expect(isDependencyUnavailable(new AggregateError([refused], 'all failed'))).toBe(true);
    expect(isDependencyUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }))).toBe(true);
  });

  it('leaves bugs and bad data alone', () => {
    expect(isDependencyUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDependencyUnavailable(Object.assign(new Error('invalid byte sequence'), { code: '22021' }))).toBe(false);
    expect(isDependencyUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDependencyUnavailable(null)).toBe(false);
  });
});
