import { describe, expect, it } from '@jest/globals';
import { InvalidUserPropertyError } from './identity.errors.js';
import { parseUserPropertyChanges } from './user-properties.js';

const change = (field: string, value: unknown) => ({ field, value });

function problemOf(changes: { field: string; value: unknown }[]): string {
  try {
    parseUserPropertyChanges(changes);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidUserPropertyError);
    return (error as Error).message;
  }
  throw new Error('expected a validation error');
}

describe('parseUserPropertyChanges', () => {
  it('needs at least one change', () => {
    expect(problemOf([])).toBe('Please send at least one change.');
  });

  it('refuses a field that is not a user property', () => {
    expect(problemOf([change('email', 'x@y.z')])).toBe('"email" is not a property you can change.');
  });

  describe('location', () => {
    it('is trimmed', () => {
      expect(parseUserPropertyChanges([change('location', '  CA:ON:Toronto ')]).location).toBe('CA:ON:Toronto');
    });
    it('cannot be blank', () => {
      expect(problemOf([change('location', '   ')])).toBe('Please choose a location.');
      expect(problemOf([change('location', 7)])).toBe('Please choose a location.');
    });
  });

  describe('roadmaps', () => {
    it('maps roadmap ids to unique step ids', () => {
      const { roadmaps } = parseUserPropertyChanges([
        change('roadmaps', { welcome: ['craft-profile', 'craft-profile', 'videos'] }),
      ]);
      expect(roadmaps).toEqual({ welcome: ['craft-profile', 'videos'] });
    });
    it.each([
      ['a list', ['x']],
      ['a string', 'welcome'],
      ['steps that are not ids', { welcome: [1] }],
      ['null', null],
    ])('refuses %s', (_, value) => {
      expect(() => parseUserPropertyChanges([change('roadmaps', value)])).toThrow(InvalidUserPropertyError);
    });
  });

  describe('relationshipStatus', () => {
    it('is open or not_looking', () => {
      expect(parseUserPropertyChanges([change('relationshipStatus', 'not_looking')]).relationshipStatus).toBe(
        'not_looking',
      );
      expect(problemOf([change('relationshipStatus', 'married')])).toBe(
        'relationshipStatus must be one of: open, not_looking.',
      );
    });
  });

  describe('preferredSex', () => {
    it('is a non-empty list of male, female, any without repeats', () => {
      expect(parseUserPropertyChanges([change('preferredSex', ['female', 'male', 'female'])]).preferredSex).toEqual([
        'female',
        'male',
      ]);
      expect(problemOf([change('preferredSex', [])])).toBe('Please choose who you would like to meet.');
      expect(problemOf([change('preferredSex', ['robots'])])).toBe('preferredSex must be one of: male, female, any.');
    });
  });

  describe('ideal age range', () => {
    it('comes as two fields forming a range', () => {
      expect(parseUserPropertyChanges([change('minIdealAge', 27), change('maxIdealAge', '34')]).idealAge).toEqual({
        min: 27,
        max: 34,
      });
    });
    it('must be sent together', () => {
      expect(problemOf([change('minIdealAge', 27)])).toBe('minIdealAge and maxIdealAge must be changed together.');
    });
    it('cannot be inverted or out of bounds', () => {
      expect(problemOf([change('minIdealAge', 40), change('maxIdealAge', 30)])).toBe(
        'maxIdealAge cannot be below minIdealAge.',
      );
      expect(problemOf([change('minIdealAge', 17), change('maxIdealAge', 30)])).toBe(
        'minIdealAge must be a whole number from 18 to 120.',
      );
      expect(problemOf([change('minIdealAge', 20.5), change('maxIdealAge', 30)])).toMatch(/whole number/);
    });
  });

  describe('bucketList', () => {
    it('trims items and drops empties and duplicates', () => {
      expect(
        parseUserPropertyChanges([change('bucketList', [' Learn to surf ', '', 'Learn to surf', '  ', 'See Iceland'])])
          .bucketList,
      ).toEqual(['Learn to surf', 'See Iceland']);
    });
    it('refuses non-text items and oversized lists', () => {
      expect(problemOf([change('bucketList', ['ok', 3])])).toBe('bucketList must be a list of text items.');
      expect(
        problemOf([
          change(
            'bucketList',
            Array.from({ length: 51 }, (_, index) => `item ${index}`),
          ),
        ]),
      ).toBe('A bucket list has at most 50 items.');
    });
  });
});
