import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { signIn } from '@ember/identity/testing';
import { type TestApp, TestBrowser } from '@ember/platform/testing';
import { startProfileTestApp } from './testing/profile-test-app.js';

jest.setTimeout(60_000);

let harness: TestApp;
let member: TestBrowser;

beforeAll(async () => {
  harness = await startProfileTestApp();
  member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'filters@example.com');
});

afterAll(async () => {
  await harness?.close();
});

const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);

const valid = () => ({
  profileFilters: { sex: ['female'], ageMin: 25, ageMax: 40, idealAge: 32, purpose: 3 },
  eventFilters: { categories: ['outdoors', 'food'], dates: [inAWeek(), tomorrow()] },
  availability: { startTime: '18:00', endTime: '21:30' },
});

describe('people filters (GET and PUT /profiles/me/filters)', () => {
  it('answers the defaults before any are saved', async () => {
    const body = (await member.get('/api/profiles/me/filters').expect(200)).body;
    expect(body).toMatchObject({
      profileFilters: { sex: [], ageMin: 20, ageMax: 100, idealAge: null, purpose: 1 },
      eventFilters: { categories: [], dates: [] },
      availability: { startTime: '19:00', endTime: '22:00' },
    });
  });

  it('saves them whole and answers them again, dates in order', async () => {
    const saved = (await member.put('/api/profiles/me/filters', valid()).expect(200)).body;
    expect(saved.eventFilters.dates).toEqual([tomorrow(), inAWeek()]);
    const read = (await member.get('/api/profiles/me/filters').expect(200)).body;
    expect(read).toEqual(saved);
    expect(read.profileFilters).toEqual({ sex: ['female'], ageMin: 25, ageMax: 40, idealAge: 32, purpose: 3 });

    // Saved again: replaced, not added to.
    const next = valid();
    next.eventFilters.categories = [];
    await member.put('/api/profiles/me/filters', next).expect(200);
    expect((await member.get('/api/profiles/me/filters').expect(200)).body.eventFilters.categories).toEqual([]);
  });

  it.each([
    [
      'profileFilters.sex',
      (body: ReturnType<typeof valid>) => (body.profileFilters.sex = ['robot']),
      'Choose men, women or both.',
    ],
    [
      'profileFilters.ageMin',
      (body: ReturnType<typeof valid>) => (body.profileFilters.ageMin = 18),
      'Ages run from 20 to 100.',
    ],
    [
      'profileFilters.ageMax',
      (body: ReturnType<typeof valid>) => (body.profileFilters.ageMax = 22),
      'The youngest age cannot be above the oldest.',
    ],
    [
      'profileFilters.idealAge',
      (body: ReturnType<typeof valid>) => (body.profileFilters.idealAge = 50),
      'Your ideal age must lie between the youngest and the oldest age.',
    ],
    [
      'profileFilters.purpose',
      (body: ReturnType<typeof valid>) => (body.profileFilters.purpose = 0),
      'Choose friendship, romance or both.',
    ],
    [
      'eventFilters.categories',
      (body: ReturnType<typeof valid>) => (body.eventFilters.categories = ['<script>']),
      'A category is a short name such as outdoors.',
    ],
    [
      'eventFilters.dates',
      (body: ReturnType<typeof valid>) => (body.eventFilters.dates = ['2026-02-30']),
      'A date looks like 2026-12-05.',
    ],
    [
      'eventFilters.dates',
      (body: ReturnType<typeof valid>) => (body.eventFilters.dates = ['2020-01-01']),
      'Choose dates from today on.',
    ],
    [
      'availability.startTime',
      (body: ReturnType<typeof valid>) => (body.availability.startTime = '25:00'),
      'A time looks like 19:00.',
    ],
    [
      'availability.endTime',
      (body: ReturnType<typeof valid>) => (body.availability.endTime = '17:00'),
      'The start time must be before the end time.',
    ],
  ])('refuses %s out of bounds with a clear 400, storing nothing', async (field, change, message) => {
    const before = (await member.get('/api/profiles/me/filters').expect(200)).body;
    const body = valid();
    change(body);
    const response = await member.put('/api/profiles/me/filters', body).expect(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'profile.invalid-filters', message, details: { field } });
    expect((await member.get('/api/profiles/me/filters').expect(200)).body).toEqual(before);
  });

  it('refuses a body without its parts, and anything but an object, with a 400', async () => {
    const missing = await member
      .put('/api/profiles/me/filters', { profileFilters: valid().profileFilters })
      .expect(400);
    expect(missing.body.code).toBe('profile.invalid-filters');
    await member
      .put('/api/profiles/me/filters', { profileFilters: 'all', eventFilters: 1, availability: [] })
      .expect(400);
  });

  it('keeps each member’s filters their own, and needs a session', async () => {
    const other = new TestBrowser(harness.http);
    await signIn(other, harness.smtp, 'other-filters@example.com');
    expect((await other.get('/api/profiles/me/filters').expect(200)).body.profileFilters.ageMin).toBe(20);
    await new TestBrowser(harness.http).get('/api/profiles/me/filters').expect(401);
  });
});
