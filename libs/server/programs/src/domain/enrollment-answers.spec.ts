import { describe, expect, it } from '@jest/globals';
import { enrollmentMessages, parseEnrollmentAnswers } from './enrollment-answers.js';

const open = { requiresInterests: false, requiresNeighborhood: false, allowsHosting: true, requiresTimeSlots: false };

function failure(raw: object, program = open): string {
  try {
    parseEnrollmentAnswers(raw, program);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a failure');
}

describe('enrollment answers', () => {
  it('stores empty lists as null and drops hosting details unless the member can host', () => {
    expect(
      parseEnrollmentAnswers(
        {
          neighborhoods: [],
          timeSlots: [],
          interests: [],
          activityPreferences: [],
          customAnswers: {},
          canHost: false,
          hostingDetails: { hasVenue: true, venueName: 'Loft' },
        },
        open,
      ),
    ).toEqual({
      neighborhoods: null,
      timeSlots: null,
      interests: null,
      activityPreferences: null,
      customAnswers: null,
      canHost: false,
      hostingDetails: null,
    });
  });

  it('keeps hosting details when hosting, clearing the venue name without a venue', () => {
    const withVenue = parseEnrollmentAnswers(
      { canHost: true, hostingDetails: { hasVenue: true, venueName: ' Loft ' } },
      open,
    );
    expect(withVenue.hostingDetails).toEqual({ hasVenue: true, venueName: 'Loft' });
    const without = parseEnrollmentAnswers(
      { canHost: true, hostingDetails: { hasVenue: false, venueName: 'Loft' } },
      open,
    );
    expect(without.hostingDetails).toEqual({ hasVenue: false, venueName: null });
  });

  it('reads time slots as numbers or as the wizard labels', () => {
    const answers = parseEnrollmentAnswers(
      {
        timeSlots: [
          { day: 'Saturday', time: '9 AM' },
          { dayOfWeek: 0, hour: 11 },
          { day: 'Sunday', time: '11 AM' },
          { day: 'Sunday', time: '12 AM' },
        ],
      },
      open,
    );
    expect(answers.timeSlots).toEqual([
      { dayOfWeek: 6, hour: 9 },
      { dayOfWeek: 0, hour: 11 },
      { dayOfWeek: 0, hour: 0 },
    ]);
  });

  it('checks Halloween picks inside the custom answers and keeps the rest as given', () => {
    const answers = parseEnrollmentAnswers(
      {
        customAnswers: {
          halloweenEvents: [{ eventName: ' Haunted Harbour ', venue: 'Pier 6', neighborhood: 'downtown' }],
          costume: 'yes',
        },
      },
      open,
    );
    expect(answers.customAnswers).toEqual({
      halloweenEvents: [{ eventName: 'Haunted Harbour', venue: 'Pier 6', neighborhood: 'downtown' }],
      costume: 'yes',
    });
    expect(failure({ customAnswers: { halloweenEvents: [{ eventName: 'x' }] } })).toBe(
      enrollmentMessages.halloweenPick,
    );
  });

  it('asks for what the program requires', () => {
    const strict = {
      requiresInterests: true,
      requiresNeighborhood: true,
      allowsHosting: false,
      requiresTimeSlots: true,
    };
    expect(failure({ timeSlots: [{ dayOfWeek: 6, hour: 9 }], interests: ['Chess'] }, strict)).toBe(
      'Please choose at least one neighbourhood.',
    );
    expect(failure({ neighborhoods: ['downtown'], interests: ['Chess'] }, strict)).toBe(
      'Please choose at least one time slot.',
    );
    expect(
      failure({ neighborhoods: ['downtown'], timeSlots: [{ dayOfWeek: 6, hour: 9 }], interests: [] }, strict),
    ).toBe('Please choose at least one interest.');
  });

  it.each([
    [{ neighborhoods: ['the moon'] }],
    [{ neighborhoods: 'downtown' }],
    [{ activityPreferences: ['bowling'] }],
    [{ timeSlots: [{ dayOfWeek: 7, hour: 9 }] }],
    [{ timeSlots: [{ day: 'Caturday', time: '9 AM' }] }],
    [{ interests: [''] }],
    [{ canHost: 'maybe' }],
    [{ canHost: true, hostingDetails: { venueName: 'x' } }],
    [{ customAnswers: { blob: 'x'.repeat(9000) } }],
  ])('refuses %j', (raw) => {
    expect(() => parseEnrollmentAnswers(raw, open)).toThrow();
  });
});
