import { describe, expect, it } from '@jest/globals';
import type { Pick } from '../domain/pick/pick.entity.js';
import type { Round } from '../domain/round/round.entity.js';
import { formationInputOf } from './formation-input.js';
import { pairKey } from './meet-again.port.js';
import type { PoolMember } from './member-pool.port.js';

const round = {
  minGroupSize: 4,
  maxGroupSize: 6,
  genderBalance: false,
  requireVenue: false,
  maxAgeSpread: null,
  eventStartsAt: new Date('2026-12-19T00:00:00Z'),
} as Round;
const member = (id: string) =>
  ({ memberId: id, sex: 'female', age: 30, neighborhoods: null, venue: null }) as PoolMember;
const pick = (from: string, to: string, level: number) => ({ pickerId: from, targetId: to, level }) as Pick;

describe('formationInputOf', () => {
  const members = ['a', 'b', 'c'].map(member);
  const picks = [pick('a', 'b', 1), pick('b', 'a', 1), pick('a', 'c', 1), pick('c', 'a', 5)];

  it('weighs a pair who both want to meet again one level more, up to Perfect Match', () => {
    const input = formationInputOf(
      round,
      members,
      picks,
      [],
      new Map(),
      new Set([pairKey('b', 'a'), pairKey('a', 'c')]),
    );
    expect(input.picks).toEqual([
      { from: 'a', to: 'b', level: 2 },
      { from: 'b', to: 'a', level: 2 },
      { from: 'a', to: 'c', level: 2 },
      { from: 'c', to: 'a', level: 5 },
    ]);
  });

  it('keeps the picks as they are for everyone else', () => {
    const input = formationInputOf(round, members, picks, [], new Map());
    expect(input.picks.map((p) => p.level)).toEqual([1, 1, 1, 5]);
  });
});
