import { describe, expect, it } from '@jest/globals';
import { parseProfileChanges } from './profile-changes.js';
import { parseRegistration } from './profile-registration.js';

const support = 'help@ember.test';

describe('updateProfileProperty changes', () => {
  it.each(['firstName', 'FirstName', 'name', 'age', 'Age', 'sex', 'userSex', 'location', 'Location', 'newLocation'])(
    'refuses the locked field %s, pointing to support',
    (field) => {
      expect(() => parseProfileChanges([{ Field: field, Value: 'x' }], support)).toThrow(
        'Your name, age, sex and location cannot be changed after registration. Please contact support at help@ember.test if one of them needs correcting.',
      );
    },
  );

  it('sorts the vibe check between identity preferences and the profile', () => {
    const parsed = parseProfileChanges(
      [
        { Field: 'discoveryPreference', Value: 'other' },
        { Field: 'discoveryPreferenceOther', Value: '  Through board games ' },
        { Field: 'relationshipStatus', Value: 'open' },
        { Field: 'preferredSex', Value: ['female'] },
        { Field: 'minIdealAge', Value: 28 },
        { Field: 'maxIdealAge', Value: 37 },
      ],
      support,
    );
    expect(parsed.discoveryPreference).toBe('other');
    expect(parsed.discoveryPreferenceOther).toBe('Through board games');
    expect(parsed.preferences.map((change) => change.field)).toEqual([
      'relationshipStatus',
      'preferredSex',
      'minIdealAge',
      'maxIdealAge',
    ]);
  });

  it('reads the settings logistics, empty lists as null', () => {
    const parsed = parseProfileChanges(
      [
        { Field: 'neighborhoods', Value: [] },
        { Field: 'canHost', Value: 'yes' },
        { Field: 'hostingDetails', Value: { hasVenue: false, venueName: 'Loft' } },
        { Field: 'availableTimeSlots', Value: [{ day: 'Sunday', time: '11 AM' }] },
      ],
      support,
    );
    expect(parsed.logistics).toEqual({
      neighborhoods: null,
      canHost: true,
      hostingDetails: { hasVenue: false, venueName: null },
      availableTimeSlots: [{ dayOfWeek: 0, hour: 11 }],
    });
  });

  it('names unknown fields', () => {
    expect(() => parseProfileChanges([{ Field: 'photoUrl', Value: 'x' }], support)).toThrow(
      '"photoUrl" is not a profile property you can change.',
    );
    expect(() => parseProfileChanges([{ Field: 'discoveryPreference', Value: 'smell' }], support)).toThrow(
      'discoveryPreference must be one of: videos, pictures, interests, other.',
    );
  });
});

describe('ProfileJson', () => {
  const valid = { FirstName: ' Alex ', Age: 31, UserSex: 'female', Location: 'Canada:Ontario:Toronto' };

  it('trims the name and stores the short location code', () => {
    const { details } = parseRegistration(valid);
    expect(details).toEqual({
      firstName: 'Alex',
      age: 31,
      sex: 'female',
      location: 'CA:ON:Toronto',
      newLocation: null,
    });
  });

  it.each([
    [{ Age: 19 }, 'Age must be a whole number from 20 to 100.'],
    [{ Age: 101 }, 'Age must be a whole number from 20 to 100.'],
    [{ Age: 30.5 }, 'Age must be a whole number from 20 to 100.'],
    [{ Age: '31' }, 'Age must be a whole number from 20 to 100.'],
    [{ FirstName: '   ' }, 'Please tell us your first name.'],
    [{ UserSex: 'other' }, 'Please choose male or female.'],
    [{ Location: '' }, 'Please choose a location.'],
    [{ Location: 'other' }, 'Please enter your city or postal code.'],
    [{ Neighborhoods: ['the beach'] }, expect.stringContaining('Neighborhoods may only hold')],
    [{ AvailableTimeSlots: [{ dayOfWeek: 6 }] }, 'Each time slot needs a dayOfWeek (0-6) and an hour (0-23).'],
  ])('refuses %j', (override, message) => {
    let error: unknown;
    try {
      parseRegistration({ ...valid, ...override });
    } catch (caught) {
      error = caught;
    }
    expect((error as Error).message).toEqual(message);
  });

  it('accepts 20 and 100, and keeps hosting details only when hosting', () => {
    expect(parseRegistration({ ...valid, Age: 20 }).details.age).toBe(20);
    expect(parseRegistration({ ...valid, Age: 100 }).details.age).toBe(100);
    const notHosting = parseRegistration({ ...valid, CanHost: false, HostingDetails: { hasVenue: true } });
    expect(notHosting.logistics.hostingDetails).toBeNull();
    const other = parseRegistration({ ...valid, Location: 'other', NewLocation: ' M5V 2T6 ' });
    expect(other.details).toMatchObject({ location: 'other', newLocation: 'M5V 2T6' });
  });
});
