import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { IdentityModule, identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { HostingModule } from './hosting.module.js';
import { hostingContext } from './hosting.context.js';
import { aFormatDraft } from './testing/format-builders.js';

// Two hosts, an admin and a visitor: each sees and changes only what is theirs.
let harness: TestApp;
let maya: TestBrowser;
let noor: TestBrowser;
let admin: TestBrowser;
let visitor: TestBrowser;

beforeAll(async () => {
  harness = await startTestApp({
    imports: [IdentityModule, HostingModule],
    contexts: [identityContext, hostingContext],
    // Formats are priced in the install's currency, the one its deposits and tickets are charged in.
    env: { ADMIN_EMAILS: 'admin@example.com', PAYMENTS_CURRENCY: 'USD' },
  });
  [maya, noor, admin] = [new TestBrowser(harness.http), new TestBrowser(harness.http), new TestBrowser(harness.http)];
  await signIn(maya, harness.smtp, 'maya@example.com');
  await signIn(noor, harness.smtp, 'noor@example.com');
  await signIn(admin, harness.smtp, 'admin@example.com');
  visitor = await new TestBrowser(harness.http).open();
});

afterAll(async () => {
  await harness?.close();
});

const missing = '0190a0a0-0000-7000-8000-000000000000';

describe('a signed-in member drafting a format', () => {
  let id: string;

  it('saves a partial draft with the defaults and becomes a host', async () => {
    expect((await maya.get('/api/auth/me').expect(200)).body.roles).toEqual(['member']);
    const response = await maya.post('/api/event-format/draft', { format: 'Pottery' }).expect(201);
    id = response.body.id;
    expect(response.body).toMatchObject({
      status: 'draft',
      slug: null,
      format: 'Pottery',
      claimed: true,
      timeline: { interestCollection: 7, selectionWindow: 2, confirmationPeriod: 3, interestClosesOn: null },
      capacity: { minParticipants: 4, maxParticipants: 10, optimalParticipants: 6 },
      groupRules: { maxGroups: 1, hostApproval: true, balancePreference: 'none' },
      pricing: { ticketPrice: 4500, hostEarnings: 3600, platformFee: 900, processingEstimate: 161, currency: 'USD' },
      earningsEstimate: { conservative: 21600, optimistic: 28800 },
      hostInfo: { email: 'maya@example.com', isNewHost: true },
      counts: { interested: 0, confirmed: 0, groupsFormed: 0, revenue: 0, attendanceRate: null },
    });
    expect((await maya.get('/api/auth/me').expect(200)).body.roles).toEqual(['member', 'host']);
    const mail = await harness.smtp.waitForSubject('maya@example.com', 'Next steps for “Pottery” on Ember');
    expect(mail.text).toContain(`event ID ${id}`);
    expect(mail.text).toContain(`http://localhost:4200/host/format/${id}/details`);
  });

  it('saves as the host goes: sections merge, lists replace', async () => {
    await maya.put(`/api/event-format/${id}`, { timeline: { interestCollection: 10 } }).expect(200);
    const response = await maya
      .put(`/api/event-format/${id}`, { location: { city: 'toronto', neighborhood: 'the-annex' } })
      .expect(200);
    expect(response.body.timeline).toMatchObject({ interestCollection: 10, selectionWindow: 2 });
    expect(response.body.location).toEqual({
      city: 'toronto',
      cityLabel: 'Toronto',
      neighborhood: 'the-annex',
      neighborhoodLabel: 'The Annex',
      venueDetails: '',
      isOnline: false,
    });
  });

  it('answers 400 naming the field for values outside the rules, and keeps what it had', async () => {
    const response = await maya.put(`/api/event-format/${id}`, { format: 'ab', capacity: { minParticipants: 9 } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'hosting.invalid-format',
      details: {
        fields: [
          { field: 'format', problems: ['Please give your format a title of 3 to 60 characters.'] },
          { field: 'capacity.minParticipants', problems: ['The minimum is 4 to 8 participants.'] },
        ],
      },
    });
    const saved = (await maya.get(`/api/event-format/${id}`).expect(200)).body;
    expect(saved.format).toBe('Pottery');
    expect(saved.capacity.minParticipants).toBe(4);
  });

  it('answers 400 for bad shapes at the edge', async () => {
    const response = await maya.put(`/api/event-format/${id}`, { timeline: 'soon', possibleDates: [{ date: 5 }] });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation.failed');
    const fields = (response.body.details.fields as { field: string }[]).map((entry) => entry.field);
    expect(fields).toEqual(expect.arrayContaining(['timeline', 'possibleDates.0.date', 'possibleDates.0.time']));
  });

  it('refuses to publish an incomplete format, naming each field', async () => {
    const response = await maya.post(`/api/event-format/${id}/publish`).expect(422);
    expect(response.body).toMatchObject({ code: 'hosting.format-incomplete' });
    expect(response.body.details.fields.map((entry: { field: string }) => entry.field)).toEqual(['possibleDates']);
    expect((await maya.get(`/api/event-format/${id}`).expect(200)).body.status).toBe('draft');
  });

  it('refuses a date before the earliest allowed when publishing', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await maya.put(`/api/event-format/${id}`, { possibleDates: [{ date: today, time: '19:00-22:00' }] }).expect(200);
    const response = await maya.post(`/api/event-format/${id}/publish`).expect(422);
    expect(response.body.details.fields[0]).toMatchObject({ field: 'possibleDates.0.date' });
    expect(response.body.message).toMatch(/^The earliest possible date is /);
  });

  it('deletes a draft', async () => {
    await maya.delete(`/api/event-format/${id}`).expect(204);
    await maya.get(`/api/event-format/${id}`).expect(404);
  });
});

describe('a published format', () => {
  let id: string;
  let slug: string;

  beforeAll(async () => {
    id = (await maya.post('/api/event-format/draft', aFormatDraft()).expect(201)).body.id;
  });

  it('goes live with a slug and an e-mail to the host', async () => {
    const response = await maya.post(`/api/event-format/${id}/publish`).expect(200);
    expect(response.body).toMatchObject({
      status: 'active',
      slug: expect.stringMatching(/^pottery-and-pints-[0-9a-f]{8}$/),
    });
    expect(response.body.timeline.interestClosesOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    slug = response.body.slug;
    const mail = await harness.smtp.waitForSubject('maya@example.com', '“Pottery and pints” is live');
    expect(mail.text).toContain(`http://localhost:4200/f/${slug}`);
    expect(mail.text).toContain(`http://localhost:4200/host/format/${id}/details`);
  });

  it('publishes once', async () => {
    const response = await maya.post(`/api/event-format/${id}/publish`).expect(409);
    expect(response.body.code).toBe('hosting.not-a-draft');
  });

  it('has a public page with public fields only', async () => {
    const response = await visitor.get(`/api/event-format/public/${slug}`).expect(200);
    expect(response.body).toMatchObject({
      id,
      slug,
      format: 'Pottery and pints',
      hostFirstName: 'Maya',
      pricing: { ticketPrice: 4500, currency: 'USD' },
      location: { city: 'toronto', cityLabel: 'Toronto', neighborhoodLabel: 'Kensington Market' },
    });
    const text = JSON.stringify(response.body);
    for (const secret of ['maya@example.com', 'Clay Café', 'hostEarnings', 'groupRules', 'counts'])
      expect(text).not.toContain(secret);
  });

  it('is found by search, drafts are not', async () => {
    await maya.post('/api/event-format/draft', { format: 'Pottery for beginners' }).expect(201);
    const byWord = await visitor.get('/api/event-format/search?query=pottery').expect(200);
    expect(byWord.body.formats.map((format: { id: string }) => format.id)).toEqual([id]);
    expect(byWord.body).toMatchObject({ total: 1, limit: 20, offset: 0 });
    expect(JSON.stringify(byWord.body)).not.toContain('maya@example.com');
    const byPlace = await visitor.get('/api/event-format/search?query=Kensington').expect(200);
    expect(byPlace.body.total).toBe(1);
    const elsewhere = await visitor.get('/api/event-format/search?query=Kitsilano').expect(200);
    expect(elsewhere.body).toMatchObject({ formats: [], total: 0 });
    const wildcard = await visitor.get('/api/event-format/search?query=%25').expect(200);
    expect(wildcard.body.total).toBe(0);
  });

  it('keeps every rule on later edits', async () => {
    await maya.put(`/api/event-format/${id}`, { description: 'Clay, wheels and a pint.' }).expect(200);
    const response = await maya.put(`/api/event-format/${id}`, { location: { city: '' } }).expect(400);
    expect(response.body.details.fields[0].field).toBe('location.city');
  });

  it('cannot be deleted, only archived', async () => {
    expect((await maya.delete(`/api/event-format/${id}`).expect(409)).body.code).toBe('hosting.not-a-draft');
  });

  it('is duplicated as a draft "… (copy)" with zeroed counts', async () => {
    const response = await maya.post(`/api/event-format/${id}/duplicate`).expect(201);
    expect(response.body).toMatchObject({
      status: 'draft',
      slug: null,
      format: 'Pottery and pints (copy)',
      duplicatedFromId: id,
      counts: { interested: 0, groupsFormed: 0, revenue: 0 },
      location: { neighborhood: 'kensington-market' },
    });
  });

  it('is archived, leaves search and its public page, and no longer changes', async () => {
    const response = await maya.post(`/api/event-format/${id}/archive`).expect(200);
    expect(response.body).toMatchObject({ status: 'archived', archivedAt: expect.any(String) });
    await visitor.get(`/api/event-format/public/${slug}`).expect(404);
    expect((await visitor.get('/api/event-format/search').expect(200)).body.total).toBe(0);
    expect((await maya.put(`/api/event-format/${id}`, { format: 'Again' }).expect(409)).body.code).toBe(
      'hosting.format-locked',
    );
  });

  it('lists the host’s formats by status', async () => {
    const all = (await maya.get('/api/event-format/my-formats').expect(200)).body.formats;
    expect(all.map((format: { format: string }) => format.format)).toEqual([
      'Pottery and pints (copy)',
      'Pottery for beginners',
    ]);
    const archived = (await maya.get('/api/event-format/my-formats?status=archived').expect(200)).body.formats;
    expect(archived.map((format: { id: string }) => format.id)).toEqual([id]);
    await maya.get('/api/event-format/my-formats?status=deleted').expect(400);
    expect((await noor.get('/api/event-format/my-formats').expect(200)).body.formats).toEqual([]);
  });
});

describe('who may see and change a format', () => {
  let id: string;

  beforeAll(async () => {
    id = (await maya.post('/api/event-format/draft', aFormatDraft({ format: 'Maya’s walk' })).expect(201)).body.id;
  });

  it('answers "Format not found" to another host, for every call', async () => {
    const notFound = { statusCode: 404, code: 'hosting.format-not-found', message: 'Format not found' };
    expect((await noor.get(`/api/event-format/${id}`).expect(404)).body).toEqual(notFound);
    await noor.put(`/api/event-format/${id}`, { format: 'Mine now' }).expect(404);
    await noor.post(`/api/event-format/${id}/publish`).expect(404);
    await noor.post(`/api/event-format/${id}/archive`).expect(404);
    await noor.post(`/api/event-format/${id}/duplicate`).expect(404);
    await noor.delete(`/api/event-format/${id}`).expect(404);
    expect((await maya.get(`/api/event-format/${id}`).expect(200)).body.format).toBe('Maya’s walk');
  });

  it('answers 404 for ids that are not formats', async () => {
    await maya.get(`/api/event-format/${missing}`).expect(404);
    await maya.get('/api/event-format/not-an-id').expect(404);
    await visitor.get('/api/event-format/public/no-such-format').expect(404);
  });

  it('needs a session for everything but creating, claiming, search and public pages', async () => {
    await visitor.get(`/api/event-format/${id}`).expect(401);
    await visitor.put(`/api/event-format/${id}`, { format: 'Visitor' }).expect(401);
    await visitor.post(`/api/event-format/${id}/publish`).expect(401);
    await visitor.post(`/api/event-format/${id}/archive`).expect(401);
    await visitor.post(`/api/event-format/${id}/duplicate`).expect(401);
    await visitor.delete(`/api/event-format/${id}`).expect(401);
    await visitor.get('/api/event-format/my-formats').expect(401);
    await visitor.get('/api/hosts/me/dashboard').expect(401);
    await visitor.get('/api/hosts/me/activity').expect(401);
  });

  it('lets an admin read and change any format', async () => {
    expect((await admin.get(`/api/event-format/${id}`).expect(200)).body.hostInfo.email).toBe('maya@example.com');
    await admin.put(`/api/event-format/${id}`, { description: 'Checked by an admin.' }).expect(200);
    await admin.post(`/api/event-format/${id}/publish`).expect(200);
    expect((await maya.get(`/api/event-format/${id}`).expect(200)).body).toMatchObject({
      status: 'active',
      description: 'Checked by an admin.',
    });
  });
});
