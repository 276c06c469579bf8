import { describe, expect, it } from '@jest/globals';
import { Session, type SessionPolicy } from './session.entity.js';

const minute = 60_000;
const day = 24 * 60 * minute;
const policy: SessionPolicy = { idleMs: 30 * day, maxMs: 180 * day };
const start = new Date('2025-03-01T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('Session', () => {
  it('ends after the idle period without use', () => {
    const session = Session.start('user-1', 'hash', start, policy);
    expect(session.isActive(at(30 * day - 1))).toBe(true);
    expect(session.isActive(at(30 * day))).toBe(false);
  });

  it('slides its expiry forward when used', () => {
    const session = Session.start('user-1', 'hash', start, policy);
    expect(session.touch(at(20 * day), policy)).toBe(true);
    expect(session.expiresAt).toEqual(at(50 * day));
    expect(session.isActive(at(49 * day))).toBe(true);
  });

  it('does not rewrite itself on every request', () => {
    const session = Session.start('user-1', 'hash', start, policy);
    expect(session.touch(at(5 * minute), policy)).toBe(false);
    expect(session.touch(at(11 * minute), policy)).toBe(true);
  });

  it('never outlives the maximum, however active', () => {
    const session = Session.start('user-1', 'hash', start, policy);
    for (let elapsed = day; elapsed < 200 * day; elapsed += day) session.touch(at(elapsed), policy);
    expect(session.expiresAt).toEqual(at(180 * day));
    expect(session.isActive(at(180 * day))).toBe(false);
  });

  it('cannot be revived after sign-out', () => {
    const session = Session.start('user-1', 'hash', start, policy);
    session.revoke(at(minute));
    expect(session.isActive(at(2 * minute))).toBe(false);
    expect(session.touch(at(20 * minute), policy)).toBe(false);
  });
});
