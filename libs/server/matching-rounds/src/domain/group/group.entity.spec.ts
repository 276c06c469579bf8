import { describe, expect, it } from '@jest/globals';
import { Group } from './group.entity.js';

const now = new Date('2026-11-22T12:00:00Z');
const deadline = new Date('2026-11-23T12:00:00Z');
const later = new Date('2026-11-22T13:00:00Z');

function aGroup(size = 5, minSize = 4): Group {
  return Group.form(
    {
      roundId: 'round',
      memberIds: Array.from({ length: size }, (_, i) => `m${i + 1}`),
      slot: 'sat-09',
      neighborhood: 'downtown',
      meetsAt: new Date('2026-11-28T14:00:00Z'),
      hostMemberId: null,
      minSize,
      joinDeadline: deadline,
    },
    now,
  );
}

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected a failure');
};

describe('joining and declining', () => {
  it('invites every member and records each one answer once', () => {
    const group = aGroup();
    expect(group.memberships.map((m) => m.decision)).toEqual(Array(5).fill('invited'));
    group.join('m1', 'payment-1', later);
    expect(group.membershipOf('m1')).toMatchObject({ decision: 'joined', paymentReference: 'payment-1' });
    expect(failure(() => group.join('m1', 'payment-2', later))).toMatchObject({
      code: 'matching-rounds.decision-closed',
      message: 'You have already joined.',
    });
    expect(failure(() => group.decline('m1', later)).code).toBe('matching-rounds.decision-closed');
    expect(failure(() => group.join('stranger', 'x', later)).code).toBe('matching-rounds.no-group');
  });

  it('refuses answers after the join deadline', () => {
    const group = aGroup();
    expect(failure(() => group.join('m1', 'p', deadline)).message).toBe('The time to join this group is over.');
  });

  it('continues while it can still reach its minimum, and is released the moment it cannot', () => {
    const group = aGroup(5, 4);
    group.join('m1', 'p1', later);
    expect(group.decline('m2', later)).toBe(false);
    expect(group.status).toBe('reviewing');
    expect(group.decline('m3', later)).toBe(true);
    expect(group).toMatchObject({ status: 'released', releaseReason: 'dropout', endedAt: later });
    expect(failure(() => group.join('m4', 'p4', later)).message).toBe('This group will not meet this round.');
  });

  it('is confirmed at the deadline when at least its minimum joined; the silent are out', () => {
    const group = aGroup(6, 4);
    for (const id of ['m1', 'm2', 'm3', 'm4']) group.join(id, `p-${id}`, later);
    group.decline('m5', later);
    expect(group.closeReview(deadline)).toBe('confirmed');
    expect(group.membershipOf('m6').decision).toBe('expired');
    expect(group.count('joined')).toBe(4);
    expect(group.closeReview(deadline)).toBe('confirmed');
  });

  it('is released at the deadline when fewer than its minimum joined', () => {
    const group = aGroup(5, 4);
    for (const id of ['m1', 'm2', 'm3']) group.join(id, `p-${id}`, later);
    expect(group.closeReview(deadline)).toBe('released');
    expect(group.releaseReason).toBe('minimum-not-joined');
  });
});
