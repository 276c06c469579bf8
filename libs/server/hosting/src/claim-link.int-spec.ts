import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { IdentityModule, identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { FixedClock } from '@ember/kernel';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { HostingModule } from './hosting.module.js';
import { hostingContext } from './hosting.context.js';
import { aFormatDraft } from './testing/format-builders.js';

// Hosting without an account (spec 3 §1): a format from an e-mail address alone, and the mailed
// link that signs the person in and hands them the format. Time is moved by hand.
let harness: TestApp;
const clock = new FixedClock(new Date());
const hour = 3600 * 1000;

beforeAll(async () => {
  harness = await startTestApp({
    imports: [IdentityModule, HostingModule],
    contexts: [identityContext, hostingContext],
    clock,
  });
});

afterAll(async () => {
  await harness?.close();
});

async function sql<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: harness.database.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Creates a format as a visitor and answers its id and the token of the mailed link. */
async function createAnonymously(email: string, overrides: Record<string, unknown> = {}) {
  const visitor = await new TestBrowser(harness.http).open();
  const response = await visitor
    .post('/api/event-format/draft', aFormatDraft({ hostInfo: { email }, ...overrides }, clock.now()))
    .expect(201);
  const mail = await harness.smtp.waitFor(email);
  const link = /http:\/\/localhost:4200\/host\/claim\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!link?.[1]) throw new Error(`no claim link in ${mail.text}`);
  return { visitor, id: response.body.id as string, token: link[1], mail, body: response.body };
}

describe('creating a format without an account', () => {
  it('needs an e-mail address', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    for (const hostInfo of [undefined, { email: '' }, { email: 'no-at-sign.example.com' }]) {
      const response = await visitor.post('/api/event-format/draft', { format: 'Pottery', hostInfo }).expect(400);
      expect(response.body).toMatchObject({
        code: 'hosting.email-required',
        details: { fields: [{ field: 'hostInfo.email', problems: ['Please enter a valid email address.'] }] },
      });
    }
  });

  it('keeps the format unclaimed and mails the next steps with the claim link', async () => {
    const { visitor, id, token, mail, body } = await createAnonymously('Ana@Example.com');
    expect(body).toMatchObject({ id, status: 'draft', claimed: false, hostInfo: { email: 'ana@example.com' } });
    expect(mail.subject).toBe('Next steps for “Pottery and pints” on Ember');
    expect(mail.text).toContain(`event ID ${id}`);
    expect(mail.text).toContain('expires in 3 days');
    expect(mail.html).toContain(`/host/claim?token=${token}`);
    // The secret is stored only as a hash.
    const rows = await sql<{ secret_hash: string }>(
      'select secret_hash from hosting.claim_links where format_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret_hash).not.toContain(token);
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    // Without a session the visitor cannot manage it.
    await visitor.get(`/api/event-format/${id}`).expect(401);
  });

  it('limits formats per address', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    for (let index = 0; index < 5; index += 1)
      await visitor.post('/api/event-format/draft', { hostInfo: { email: 'busy@example.com' } }).expect(201);
    const response = await visitor.post('/api/event-format/draft', { hostInfo: { email: 'busy@example.com' } });
    expect(response.status).toBe(429);
    expect(response.body.code).toBe('hosting.creation-limit');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('opening the claim link', () => {
  it('signs in a new person, makes them a host and attaches every unclaimed format of the address', async () => {
    const first = await createAnonymously('bea@example.com', { format: 'Dance night' });
    const second = await createAnonymously('bea@example.com', { format: 'Supper club' });
    const browser = await new TestBrowser(harness.http).open();
    const response = await browser.post('/api/event-format/claim', { token: second.token }).expect(200);
    expect(response.body).toEqual({
      email: 'bea@example.com',
      formatIds: [second.id, first.id],
      createdAccount: true,
    });
    expect(browser.cookie('ember_session')).toBeTruthy();
    expect((await browser.get('/api/auth/me').expect(200)).body).toMatchObject({
      email: 'bea@example.com',
      roles: ['member', 'host'],
    });
    const formats = (await browser.get('/api/event-format/my-formats').expect(200)).body.formats;
    expect(formats.map((format: { format: string; claimed: boolean }) => [format.format, format.claimed])).toEqual([
      ['Supper club', true],
      ['Dance night', true],
    ]);
    // Made before the account, the formats' activity is the host's now.
    const activity = (await browser.get('/api/hosts/me/activity').expect(200)).body;
    expect(activity.activities.map((item: { type: string }) => item.type)).toEqual(['new_format', 'new_format']);
    // The session is a real one: the host can publish.
    await browser.post(`/api/event-format/${first.id}/publish`).expect(200);
  });

  it('works once', async () => {
    const { token } = await createAnonymously('cai@example.com');
    const browser = await new TestBrowser(harness.http).open();
    await browser.post('/api/event-format/claim', { token }).expect(200);
    const again = await new TestBrowser(harness.http).open();
    const response = await again.post('/api/event-format/claim', { token }).expect(400);
    expect(response.body).toMatchObject({ code: 'hosting.invalid-claim-link' });
    expect(again.cookie('ember_session')).toBeUndefined();
  });

  it('expires after 72 hours', async () => {
    const early = await createAnonymously('dee@example.com');
    const late = await createAnonymously('eli@example.com');
    const browser = await new TestBrowser(harness.http).open();
    clock.advance(72 * hour - 1000);
    await browser.post('/api/event-format/claim', { token: early.token }).expect(200);
    clock.advance(1000);
    const response = await (
      await new TestBrowser(harness.http).open()
    )
      .post('/api/event-format/claim', { token: late.token })
      .expect(400);
    expect(response.body.message).toBe(
      'This link is invalid or has expired. Create the format again, or sign in to see your formats.',
    );
  });

  it('joins the format to an existing account', async () => {
    const member = new TestBrowser(harness.http);
    await signIn(member, harness.smtp, 'fay@example.com');
    const { id, token } = await createAnonymously('fay@example.com');
    const browser = await new TestBrowser(harness.http).open();
    const response = await browser.post('/api/event-format/claim', { token }).expect(200);
    expect(response.body).toMatchObject({ email: 'fay@example.com', createdAccount: false, formatIds: [id] });
    // The member's own session sees it too.
    const formats = (await member.get('/api/event-format/my-formats').expect(200)).body.formats;
    expect(formats.map((format: { id: string }) => format.id)).toEqual([id]);
  });

  it('refuses tokens that are not ones', async () => {
    const browser = await new TestBrowser(harness.http).open();
    await browser.post('/api/event-format/claim', { token: 'x'.repeat(43) }).expect(400);
    expect((await browser.post('/api/event-format/claim', { token: 'short' }).expect(400)).body.code).toBe(
      'validation.failed',
    );
  });
});
