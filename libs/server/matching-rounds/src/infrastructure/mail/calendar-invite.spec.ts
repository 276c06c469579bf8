import { expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { calendarInvite, escapeText, foldLine, utcStamp } from './calendar-invite.js';

const event = {
  uid: 'group-1@ember.test',
  start: new Date('2026-11-28T14:00:00Z'),
  end: new Date('2026-11-28T15:30:00Z'),
  sessions: 4,
  summary: 'Cooking series: your Ember group',
  description: 'Your group: Ana, Ben; Cai\\Dee. See https://ember.test/emberite/rounds/r/group — «bon appétit» ☕',
  location: 'downtown, Toronto',
  url: 'https://ember.test/emberite/rounds/r/group',
  stamp: new Date('2026-11-22T12:00:00Z'),
};

it('writes RFC 5545: CRLF lines of at most 75 octets, UTC times, escaped text', () => {
  const text = calendarInvite(event);
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.split('\r\n').slice(0, -1);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  expect(text).not.toMatch(/[^\r]\n/);
  expect(text).toContain('DTSTART:20261128T140000Z\r\n');
  expect(text).toContain('RRULE:FREQ=WEEKLY;COUNT=4\r\n');
  expect(utcStamp(event.stamp)).toBe('20261122T120000Z');
  expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
});

it('folds without splitting a character', () => {
  const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`);
  for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
  expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
});

it('reads back in an independent parser with the same event', () => {
  const calendar = new ICAL.Component(ICAL.parse(calendarInvite(event)));
  const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(vevent.uid).toBe('group-1@ember.test');
  expect(vevent.startDate.toJSDate().toISOString()).toBe('2026-11-28T14:00:00.000Z');
  expect(vevent.endDate.toJSDate().toISOString()).toBe('2026-11-28T15:30:00.000Z');
  expect(vevent.description).toBe(event.description);
  expect(vevent.location).toBe('downtown, Toronto');
  const dates = [];
  const iterator = vevent.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) dates.push(next.toJSDate().toISOString());
  expect(dates).toEqual([
    '2026-11-28T14:00:00.000Z',
    '2026-12-05T14:00:00.000Z',
    '2026-12-12T14:00:00.000Z',
    '2026-12-19T14:00:00.000Z',
  ]);
});
