import { describe, expect, it } from '@jest/globals';
import { Interest } from './interest.entity.js';
import { appendInterests, replaceInterests } from './interest-list.js';
import { interestMessages } from './interest-text.js';

const now = new Date('2025-03-01T12:00:00Z');
const looking = 'people who like long walks and slow mornings';
const offer = 'I can plan a route and bring a thermos of coffee';

function failure(work: () => unknown): { code: string; message: string; details?: unknown } {
  try {
    work();
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected a failure');
}

describe('interest texts', () => {
  it('trims, and keeps an interest without texts as incomplete', () => {
    const interest = Interest.add('u1', { name: '  Chess ', lookingFor: `  ${looking}  `, contribute: '' }, 0, now);
    expect(interest.name).toBe('Chess');
    expect(interest.lookingFor).toBe(looking);
    expect(interest.isComplete()).toBe(false);
    interest.revise({ contribute: offer }, now);
    expect(interest.isComplete()).toBe(true);
  });

  it('asks for 20 characters with the spec text, and at most 150', () => {
    expect(failure(() => Interest.add('u1', { name: 'Chess', contribute: 'too short' }, 0, now))).toMatchObject({
      code: 'profile.invalid-interest',
      message: 'please write at least 20 characters to help others understand what you can contribute',
      details: { field: 'contribute', title: 'please add more detail' },
    });
    expect(failure(() => Interest.add('u1', { name: 'Chess', lookingFor: 'short' }, 0, now)).message).toBe(
      interestMessages.lookingForTooShort,
    );
    expect(failure(() => Interest.add('u1', { name: 'Chess', lookingFor: 'x'.repeat(151) }, 0, now)).message).toBe(
      'please keep it to 150 characters or fewer',
    );
    expect(Interest.add('u1', { name: 'Chess', lookingFor: ` ${'x'.repeat(150)} ` }, 0, now).lookingFor).toHaveLength(
      150,
    );
    expect(failure(() => Interest.add('u1', { name: '  ' }, 0, now)).message).toBe(interestMessages.nameRequired);
  });
});

describe('interest lists', () => {
  const existing = [Interest.add('u1', { name: 'Chess' }, 0, now), Interest.add('u1', { name: 'Pottery' }, 1, now)];

  it('appends with unique names, or skips the names already there when merging', () => {
    expect(failure(() => appendInterests(existing, [{ name: 'chess' }], 'u1', now)).code).toBe(
      'profile.duplicate-interest',
    );
    const added = appendInterests(existing, [{ name: 'chess' }, { name: 'Running' }], 'u1', now, {
      skipExisting: true,
    });
    expect(added.map((interest) => [interest.name, interest.position])).toEqual([['Running', 2]]);
  });

  it('holds at most 20 interests', () => {
    const many = Array.from({ length: 19 }, (_, index) => ({ name: `Topic ${index}` }));
    expect(failure(() => appendInterests(existing, many, 'u1', now)).code).toBe('profile.too-many-interests');
  });

  it('replaces the whole list: revises by id, adds new ones, removes the missing, in the given order', () => {
    const [chess, pottery] = existing as [Interest, Interest];
    const change = replaceInterests(
      existing,
      [
        { name: 'Running', lookingFor: looking },
        { id: chess.id, name: 'Chess', contribute: offer },
      ],
      'u1',
      now,
    );
    expect(change.added.map((interest) => [interest.name, interest.position])).toEqual([['Running', 0]]);
    expect(change.kept).toEqual([chess]);
    expect(chess.position).toBe(1);
    expect(chess.contribute).toBe(offer);
    expect(change.removed).toEqual([pottery]);
  });

  it("refuses ids that are not the member's", () => {
    expect(failure(() => replaceInterests(existing, [{ id: 'someone-else', name: 'X' }], 'u1', now)).code).toBe(
      'profile.interest-not-found',
    );
  });
});
