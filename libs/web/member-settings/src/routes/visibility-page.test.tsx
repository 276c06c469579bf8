import { describe, expect, it } from 'vitest';
import { visibilityNote } from './visibility-page';

const now = new Date('2026-11-25T12:00:00Z');

describe('the visibility page note (spec 3 §2.9)', () => {
  it('names the pre-launch date only while it is ahead, with its year when not this one', () => {
    expect(visibilityNote('2026-12-14T05:00:00Z', now)).toBe(
      'We are in pre-launch: members cannot see each other until December 14.',
    );
    expect(visibilityNote('2027-02-14T05:00:00Z', now)).toBe(
      'We are in pre-launch: members cannot see each other until February 14, 2027.',
    );
  });

  it('never says members are hidden until a date already past', () => {
    expect(visibilityNote('2026-02-14T05:00:00Z', now)).toBe(
      'Ember has launched: other members see you once you have a fun and a useful video.',
    );
  });
});
