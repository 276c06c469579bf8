import { describe, expect, it } from '@jest/globals';
import { type FormatDraft, type FormatDraftInput, mergeFormatDraft, newFormatDraft } from './format-draft.js';
import { validateFormat } from './validate-format.js';
import { stepProblems } from './wizard-steps.js';

const today = '2025-03-01';

/** A draft that publishes on `today`, with overrides. */
function aDraft(overrides: FormatDraftInput = {}): FormatDraft {
  return mergeFormatDraft(
    mergeFormatDraft(newFormatDraft(), {
      format: 'Pottery and pints',
      description: 'Throw a bowl, then share a pint.',
      possibleDates: [{ date: '2025-03-13', time: '19:00-22:00' }],
      location: { city: 'toronto', neighborhood: 'kensington-market' },
      hostInfo: { email: 'host@example.com' },
    }),
    overrides,
  );
}

const fields = (draft: FormatDraftInput, mode: 'draft' | 'publish' = 'publish') =>
  validateFormat(draft, { mode, today }).map((problem) => problem.field);

describe('a complete draft', () => {
  it('publishes', () => {
    expect(validateFormat(aDraft(), { mode: 'publish', today })).toEqual([]);
  });

  it('has the defaults of spec 3 §3', () => {
    const draft = newFormatDraft();
    expect(draft.timeline).toEqual({ interestCollection: 7, selectionWindow: 2, confirmationPeriod: 3 });
    expect(draft.capacity).toEqual({ minParticipants: 4, maxParticipants: 10, optimalParticipants: 6 });
    expect(draft.groupRules).toMatchObject({
      maxGroups: 1,
      hostApproval: true,
      matchingFailureStrategy: 'host-creates-groups',
      noGroupStrategy: 'waitlist-next',
      lowInterestStrategy: 'extend-period',
      dropoutStrategy: 'continue-if-minimum',
    });
    expect(draft.pricing.ticketPrice).toBe(4500);
    expect(draft.hostInfo.isNewHost).toBe(true);
  });
});

describe('the title', () => {
  it.each([
    ['ab', false],
    ['abc', true],
    ['  ab  ', false],
    ['  abc  ', true],
    ['x'.repeat(60), true],
    ['x'.repeat(61), false],
    [` ${'x'.repeat(60)} `, true],
  ])('%j is allowed: %s', (title, allowed) => {
    expect(fields(aDraft({ format: title })).includes('format')).toBe(!allowed);
  });

  it('may be empty in a draft but not when publishing', () => {
    expect(fields(aDraft({ format: '' }), 'draft')).toEqual([]);
    expect(validateFormat(aDraft({ format: '' }), { mode: 'publish', today })).toEqual([
      { field: 'format', message: 'Please give your format a title of 3 to 60 characters.' },
    ]);
  });
});

describe('the timeline', () => {
  it.each([
    [2, false],
    [3, true],
    [21, true],
    [22, false],
    [7.5, false],
  ])('interest collection of %d days is allowed: %s', (days, allowed) => {
    expect(fields(aDraft({ timeline: { interestCollection: days } })).includes('timeline.interestCollection')).toBe(
      !allowed,
    );
  });

  it.each([
    [0, false],
    [1, true],
    [5, true],
    [6, false],
  ])('a selection window of %d days is allowed: %s', (days, allowed) => {
    const draft = aDraft({
      timeline: { selectionWindow: days },
      possibleDates: [{ date: '2025-04-01', time: '19:00-22:00' }],
    });
    expect(fields(draft)).toEqual(allowed ? [] : ['timeline.selectionWindow']);
  });
});

describe('dates', () => {
  it('needs at least one to publish', () => {
    expect(fields(aDraft({ possibleDates: [] }))).toEqual(['possibleDates']);
    expect(fields(aDraft({ possibleDates: [] }), 'draft')).toEqual([]);
  });

  it('refuses days before today + interest + selection + 3 when publishing', () => {
    // 2025-03-01 + 7 + 2 + 3 = 2025-03-13.
    const on = (date: string) => aDraft({ possibleDates: [{ date, time: '19:00-22:00' }] });
    expect(fields(on('2025-03-13'))).toEqual([]);
    expect(validateFormat(on('2025-03-12'), { mode: 'publish', today })).toEqual([
      { field: 'possibleDates.0.date', message: 'The earliest possible date is March 13, 2025.' },
    ]);
    // A longer interest period moves the earliest date.
    expect(fields(aDraft({ timeline: { interestCollection: 8 } }))).toEqual(['possibleDates.0.date']);
    // A draft keeps a date that has become too early, so other edits still save.
    expect(fields(on('2025-03-02'), 'draft')).toEqual([]);
  });

  it('refuses unknown days and times, and a day twice', () => {
    const draft = aDraft({
      possibleDates: [
        { date: '2025-03-20', time: '19:00-22:00' },
        { date: '2025-02-30', time: '19:00-22:00' },
        { date: '2025-03-20', time: '19:00-22:00' },
        { date: '2025-03-21', time: '09:00-10:00' as never },
      ],
    });
    expect(fields(draft, 'draft')).toEqual(['possibleDates.1.date', 'possibleDates.2.date', 'possibleDates.3.time']);
  });
});

describe('group composition', () => {
  it.each([
    [3, 10, ['capacity.minParticipants']],
    [4, 10, []],
    [8, 8, []],
    [9, 10, ['capacity.minParticipants']],
    [4, 7, ['capacity.maxParticipants']],
    [4, 16, []],
    [4, 17, ['capacity.maxParticipants']],
  ])('min %d and max %d', (minParticipants, maxParticipants, problems) => {
    const optimalParticipants = Math.round((minParticipants + maxParticipants) / 2);
    expect(fields(aDraft({ capacity: { minParticipants, maxParticipants, optimalParticipants } }))).toEqual(problems);
  });

  it('refuses a minimum above the maximum, besides each range', () => {
    const check = (minParticipants: number, maxParticipants: number) =>
      validateFormat({ capacity: { minParticipants, maxParticipants } }, { mode: 'draft' });
    expect(check(8, 8)).toEqual([]);
    expect(check(9, 8)).toEqual([
      { field: 'capacity.minParticipants', message: 'The minimum is 4 to 8 participants.' },
      { field: 'capacity.maxParticipants', message: 'The minimum cannot be more than the maximum.' },
    ]);
    expect(check(8, 7).map((problem) => problem.message)).toEqual([
      'The maximum is 8 to 16 participants.',
      'The minimum cannot be more than the maximum.',
    ]);
  });

  it('keeps the optimal size between min and max', () => {
    expect(fields(aDraft({ capacity: { optimalParticipants: 11 } }))).toEqual(['capacity.optimalParticipants']);
  });

  it('keeps maxGroups in line with single or multiple groups', () => {
    expect(fields(aDraft({ groupRules: { multipleGroups: true, maxGroups: 10 } }))).toEqual([]);
    expect(fields(aDraft({ groupRules: { multipleGroups: true, maxGroups: 999 } }))).toEqual([]);
    expect(fields(aDraft({ groupRules: { multipleGroups: true, maxGroups: 1 } }))).toEqual(['groupRules.maxGroups']);
    expect(fields(aDraft({ groupRules: { multipleGroups: false, maxGroups: 10 } }))).toEqual(['groupRules.maxGroups']);
    expect(fields(aDraft({ groupRules: { multipleGroups: true, maxGroups: 1000 } }))).toEqual(['groupRules.maxGroups']);
  });

  it('offers three balance preferences', () => {
    expect(fields(aDraft({ groupRules: { balancePreference: 'gender' } }))).toEqual([]);
    expect(fields(aDraft({ groupRules: { balancePreference: 'age' as never } }))).toEqual([
      'groupRules.balancePreference',
    ]);
  });
});

describe('price', () => {
  it.each([
    [500, false],
    [1000, true],
    [50000, true],
    [50500, false],
  ])('%d cents is allowed: %s', (ticketPrice, allowed) => {
    expect(fields(aDraft({ pricing: { ticketPrice } }))).toEqual(allowed ? [] : ['pricing.ticketPrice']);
  });
});

describe('location', () => {
  it('needs a city and a neighbourhood of it to publish', () => {
    expect(fields(aDraft({ location: { city: '', neighborhood: '' } }))).toEqual([
      'location.city',
      'location.neighborhood',
    ]);
    expect(fields(aDraft({ location: { city: '', neighborhood: '' } }), 'draft')).toEqual([]);
    expect(fields(aDraft({ location: { city: 'vancouver', neighborhood: 'kensington-market' } }))).toEqual([
      'location.neighborhood',
    ]);
    expect(fields(aDraft({ location: { city: 'montreal', neighborhood: 'plateau' } }))).toEqual(['location.city']);
    expect(fields(aDraft({ location: { city: '', neighborhood: 'kitsilano' } }), 'draft')).toEqual([
      'location.neighborhood',
    ]);
  });

  it('names the cities in its message', () => {
    expect(validateFormat({ location: { city: 'paris' } }, { mode: 'draft' })).toEqual([
      { field: 'location.city', message: 'Please choose Toronto, Vancouver or Revelstoke.' },
    ]);
  });
});

describe('host e-mail', () => {
  it('needs an address with an at sign to publish', () => {
    expect(fields(aDraft({ hostInfo: { email: 'host.example.com' } }))).toEqual(['hostInfo.email']);
    expect(fields(aDraft({ hostInfo: { email: '' } }))).toEqual(['hostInfo.email']);
    expect(fields(aDraft({ hostInfo: { email: '' } }), 'draft')).toEqual([]);
  });
});

describe('event details', () => {
  it('checks lengths and dietary options', () => {
    expect(
      fields(
        aDraft({
          eventDetails: { whatToBring: 'x'.repeat(501), dietaryOptions: ['vegan', 'vegan'] },
        }),
      ),
    ).toEqual(['eventDetails.whatToBring', 'eventDetails.dietaryOptions']);
  });
});

describe('wizard steps', () => {
  it('block next on dates without a date, and on location without city and neighbourhood', () => {
    const empty = newFormatDraft();
    expect(stepProblems(empty, 'event-dates', today).map((problem) => problem.field)).toEqual(['possibleDates']);
    expect(stepProblems(empty, 'event-location', today).map((problem) => problem.field)).toEqual([
      'location.city',
      'location.neighborhood',
    ]);
    expect(stepProblems(empty, 'timeline', today)).toEqual([]);
    expect(stepProblems(empty, 'concept-details', today).map((problem) => problem.field)).toEqual(['format']);
  });

  it('require a description on the event-details step', () => {
    expect(stepProblems(aDraft(), 'event-details', today)).toEqual([
      { field: 'eventDetails.description', message: 'Please describe the event.' },
    ]);
    expect(stepProblems(aDraft({ eventDetails: { description: 'Clay and beer.' } }), 'event-details', today)).toEqual(
      [],
    );
  });
});
