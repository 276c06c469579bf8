import { describe, expect, it } from '@jest/globals';
import { addDays, calendarDateIn, earliestEventDate } from '@ember/hosting-rules';
import { EventFormat } from './event-format.entity.js';

// 2025-03-01 at 22:30 in Toronto is already March 2 in UTC: the rules count in the city.
const now = new Date('2025-03-02T03:30:00Z');
const earliest = earliestEventDate('2025-03-01', 7, 2); // 2025-03-13

function complete(overrides = {}) {
  return EventFormat.draft(
    'host-1',
    'host@example.com',
    {
      format: '  Pottery and pints  ',
      possibleDates: [{ date: earliest, time: '19:00-22:00' }],
      location: { city: 'toronto', neighborhood: 'kensington-market' },
      ...overrides,
    },
    now,
  );
}

describe('a draft', () => {
  it('starts from the defaults and keeps the trimmed title', () => {
    const format = EventFormat.draft(null, 'anon@example.com', { format: 'Walks' }, now);
    expect(format.status).toBe('draft');
    expect(format.ownerId).toBeNull();
    expect(format.content()).toMatchObject({
      format: 'Walks',
      timeline: { interestCollection: 7, selectionWindow: 2, confirmationPeriod: 3 },
      hostInfo: { email: 'anon@example.com', isNewHost: true },
    });
    expect(complete().title).toBe('Pottery and pints');
  });

  it('refuses what is there when it breaks a rule, naming the fields', () => {
    expect(() =>
      EventFormat.draft('host-1', 'h@example.com', { format: 'ab', pricing: { ticketPrice: 505 } }, now),
    ).toThrow(
      expect.objectContaining({
        code: 'hosting.invalid-format',
        details: {
          fields: [
            { field: 'format', problems: ['Please give your format a title of 3 to 60 characters.'] },
            { field: 'pricing.ticketPrice', problems: ['The ticket price is $10 to $500, in steps of $5.'] },
          ],
        },
      }),
    );
  });

  it('keeps the host’s address whatever an update says', () => {
    const format = complete();
    format.update({ hostInfo: { email: 'other@example.com', firstName: ' Maya ' } }, now);
    expect(format.content().hostInfo).toEqual({ email: 'host@example.com', firstName: 'Maya', isNewHost: true });
  });
});

describe('publishing', () => {
  it('needs every rule to hold', () => {
    const format = EventFormat.draft('host-1', 'host@example.com', { format: 'Walks' }, now);
    expect(() => format.publish(now)).toThrow(
      expect.objectContaining({
        code: 'hosting.format-incomplete',
        message: 'Some fields are missing or invalid: possibleDates, location.city, location.neighborhood.',
      }),
    );
    expect(format.status).toBe('draft');
  });

  it('counts the earliest date from today in the format’s city', () => {
    expect(calendarDateIn(now, 'UTC')).toBe('2025-03-02');
    const onEarliest = complete();
    onEarliest.publish(now);
    expect(onEarliest.status).toBe('active');
    const dayBefore = complete({ possibleDates: [{ date: addDays(earliest, -1), time: '19:00-22:00' }] });
    expect(() => dayBefore.publish(now)).toThrow(expect.objectContaining({ code: 'hosting.format-incomplete' }));
  });

  it('gives the format a slug once, and publishes only a draft', () => {
    const format = complete();
    format.publish(now);
    expect(format.slug).toBe(`pottery-and-pints-${format.id.replace(/-/g, '').slice(-8)}`);
    expect(format.publishedAt).toEqual(now);
    expect(() => format.publish(now)).toThrow(expect.objectContaining({ code: 'hosting.not-a-draft' }));
  });

  it('keeps the publishing rules for later edits, but not the earliest date', () => {
    const format = complete();
    format.publish(now);
    const later = new Date(now.getTime() + 20 * 24 * 3600 * 1000);
    format.update({ description: 'Now with glazes.' }, later);
    expect(() => format.update({ location: { neighborhood: '' } }, later)).toThrow(
      expect.objectContaining({ code: 'hosting.invalid-format' }),
    );
  });
});

describe('the rest of the life of a format', () => {
  it('completes only when active', () => {
    const format = complete();
    expect(() => format.complete(now)).toThrow(expect.objectContaining({ code: 'hosting.not-active' }));
    format.publish(now);
    format.complete(now);
    expect(format.status).toBe('completed');
    expect(() => format.update({ format: 'Again' }, now)).toThrow(
      expect.objectContaining({ code: 'hosting.format-locked' }),
    );
  });

  it('archives from any status, once', () => {
    for (const move of [() => {}, (format: EventFormat) => format.publish(now)]) {
      const format = complete();
      move(format);
      format.archive(now);
      expect(format.status).toBe('archived');
      const archivedAt = format.archivedAt;
      format.archive(new Date(now.getTime() + 1000));
      expect(format.archivedAt).toEqual(archivedAt);
    }
  });

  it('deletes only drafts', () => {
    const format = complete();
    expect(() => format.assertDeletable()).not.toThrow();
    format.publish(now);
    expect(() => format.assertDeletable()).toThrow(expect.objectContaining({ code: 'hosting.not-a-draft' }));
  });

  it('duplicates into a draft "… (copy)" that fits the title limit', () => {
    const format = complete({ format: 'x'.repeat(60) });
    format.publish(now);
    const copy = format.duplicate(now);
    expect(copy).toMatchObject({ status: 'draft', slug: null, duplicatedFromId: format.id, ownerId: 'host-1' });
    expect(copy.id).not.toBe(format.id);
    expect(copy.title).toBe(`${'x'.repeat(53)} (copy)`);
    expect(copy.title).toHaveLength(60);
    expect(copy.content().location).toEqual(format.content().location);
    expect(complete().duplicate(now).title).toBe('Pottery and pints (copy)');
  });

  it('is claimed by the account that opens the link', () => {
    const format = EventFormat.draft(null, 'anon@example.com', {}, now);
    format.claimBy('user-9', now);
    expect(format.isOwnedBy('user-9')).toBe(true);
  });
});

describe('the end of interest', () => {
  const day = 24 * 3600 * 1000;
  const live = (groupRules = {}) => {
    const format = complete({ groupRules, capacity: { minParticipants: 4 } });
    format.publish(now);
    return format;
  };
  const at = (days: number) => new Date(now.getTime() + days * day);

  it('is not due before the interest period has run', () => {
    const format = live();
    expect(format.closeInterest(at(6.9), 10)).toBe('not-due');
    expect(format.collectsInterest(at(6.9))).toBe(true);
    expect(format.collectsInterest(at(7))).toBe(false);
  });

  it('closes with the minimum interested, once', () => {
    const format = live();
    expect(format.closeInterest(at(7), 4)).toBe('closed');
    expect(format.interestClosedAt).toEqual(at(7));
    expect(format.closeInterest(at(8), 4)).toBe('settled');
  });

  it('extends once for too few (extend-period), then calls it off', () => {
    const format = live({ lowInterestStrategy: 'extend-period' });
    expect(format.closeInterest(at(7), 3)).toBe('extended');
    expect(format.interestClosesAt()).toEqual(at(14));
    expect(format.collectsInterest(at(10))).toBe(true);
    expect(format.closeInterest(at(10), 3)).toBe('not-due');
    expect(format.closeInterest(at(14), 3)).toBe('cancelled');
    expect(format.collectsInterest(at(14))).toBe(false);
  });

  it('calls off at once with cancel, and goes on with proceed-anyway', () => {
    expect(live({ lowInterestStrategy: 'cancel' }).closeInterest(at(7), 1)).toBe('cancelled');
    expect(live({ lowInterestStrategy: 'proceed-anyway' }).closeInterest(at(7), 1)).toBe('closed');
  });

  it('lets the host move a future end, never a past one', () => {
    const format = live();
    format.update({ timeline: { interestCollection: 10 } }, at(5));
    expect(format.interestClosesAt()).toEqual(at(10));
    expect(() => format.update({ timeline: { interestCollection: 4 } }, at(5))).toThrow(
      'Interest collection would end in the past; choose a longer interest period.',
    );
    expect(() => format.update({ timeline: { interestCollection: 12 } }, at(10))).toThrow(
      'Interest collection has ended, so its length can no longer be changed.',
    );
  });
});
