import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { codeFrom, signIn } from '@ember/identity/testing';
import {
  type RoundsTestApp,
  type TestMember,
  aRoundsMember,
  startRoundsTestApp,
  waitFor,
} from '@ember/matching-rounds/testing';
import { TestBrowser } from '@ember/platform/testing';
import { moderationContext } from './moderation.context.js';
import { ModerationModule } from './moderation.module.js';

// The operator's console on members: search, roles, suspension and its effects (sessions end at
// once, sign-in is refused with why and how to appeal, out of browse and candidates), and the
// audit log of it all, which the database itself keeps append-only.

let harness: RoundsTestApp;
let admin: TestBrowser;
const members: Record<string, TestMember> = {};
const ids: Record<string, string> = {};
let roundId: string;

const as = (name: string) => members[name]!.browser;

beforeAll(async () => {
  harness = await startRoundsTestApp(
    { SUPPORT_EMAIL: 'appeals@example.com' },
    { imports: [ModerationModule], contexts: [moderationContext] },
  );
  admin = new TestBrowser(harness.http);
  await signIn(admin, harness.smtp, 'admin@example.com');
  for (const name of ['ana', 'ben', 'cai']) {
    members[name] = await aRoundsMember(harness, `${name}@example.com`, {
      firstName: name[0]!.toUpperCase() + name.slice(1),
    });
  }
  const now = Date.now();
  roundId = (
    await admin
      .post('/api/rounds', {
        programId: 'prog-coffee',
        picksOpenAt: new Date(now - 1000).toISOString(),
        picksCloseAt: new Date(now + 10 * 60_000).toISOString(),
      })
      .expect(201)
  ).body.id;
  await waitFor(async () => (await as('ana').get(`/api/rounds/${roundId}`)).body.status === 'collecting', 20_000);
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

async function firstNames(path: string, name: string, key: string): Promise<string[]> {
  const response = await as(name).get(path).expect(200);
  return (response.body[key] as { firstName: string }[]).map((card) => card.firstName).sort();
}

/** The one-code-a-minute limit is per address and every member signed in moments ago: reset it. */
async function allowAnotherCode(): Promise<void> {
  const client = new Redis(harness.config.REDIS_URL);
  const keys = await client.keys(`${harness.config.REDIS_PREFIX}:limit:identity.send.email.minute*`);
  if (keys.length > 0) await client.del(...keys);
  client.disconnect();
}

const browse = (name: string) => firstNames('/api/profiles/all?location=CA:ON:Toronto&limit=48', name, 'profiles');
const candidates = (name: string) => firstNames(`/api/rounds/${roundId}/candidates`, name, 'candidates');

describe('members in the console', () => {
  it('finds members by part of the address or the start of the first name', async () => {
    const byEmail = await admin.get('/api/admin/members?query=BEN@').expect(200);
    expect(byEmail.body.members).toEqual([
      expect.objectContaining({ email: 'ben@example.com', firstName: 'Ben', roles: ['member'], suspended: false }),
    ]);
    const byName = await admin.get('/api/admin/members?query=ca').expect(200);
    expect(byName.body.members.map((member: { email: string }) => member.email)).toEqual(['cai@example.com']);
    for (const name of ['ana', 'ben', 'cai']) {
      ids[name] = (await admin.get(`/api/admin/members?query=${name}@example.com`).expect(200)).body.members[0].id;
    }
    expect((await admin.get('/api/admin/members?query=').expect(400)).body.statusCode).toBe(400);
  });

  it('grants and revokes host and admin, never the member role', async () => {
    const granted = await admin.put(`/api/admin/members/${ids['cai']}/roles/host`, { reason: 'Runs pottery nights' });
    expect(granted.status).toBe(200);
    expect(granted.body.roles).toEqual(['member', 'host']);
    const revoked = await admin.delete(`/api/admin/members/${ids['cai']}/roles/host`);
    expect(revoked.body.roles).toEqual(['member']);
    expect((await admin.delete(`/api/admin/members/${ids['cai']}/roles/member`)).status).toBe(400);
    expect((await admin.put(`/api/admin/members/not-an-id/roles/host`, {})).status).toBe(404);
  });

  it('suspends with a reason: sessions end at once, out of browse and candidates', async () => {
    expect(await browse('ana')).toContain('Ben');
    expect(await candidates('ana')).toContain('Ben');
    expect((await admin.post(`/api/admin/members/${ids['ben']}/suspend`, { reason: ' ' })).status).toBe(400);
    const suspended = await admin
      .post(`/api/admin/members/${ids['ben']}/suspend`, { reason: 'Harassment of other members' })
      .expect(200);
    expect(suspended.body).toMatchObject({ suspended: true, suspensionReason: 'Harassment of other members' });

    const next = await as('ben').get('/api/users/currentUser');
    expect(next.status).toBe(403);
    expect(next.body).toMatchObject({
      code: 'identity.account-suspended',
      message:
        'Your account is suspended (Harassment of other members). If you think this is a mistake, write to appeals@example.com to appeal.',
      details: { reason: 'Harassment of other members', appealTo: 'appeals@example.com' },
    });
    const sessions = await harness.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(`select revoked_at from identity.sessions where user_id = ?`, [ids['ben']]);
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((row) => row['revoked_at'] !== null)).toBe(true);

    expect(await browse('ana')).not.toContain('Ben');
    expect(await candidates('ana')).not.toContain('Ben');
  });

  it('refuses the suspended member’s sign-in, saying why', async () => {
    await allowAnotherCode();
    const browser = new TestBrowser(harness.http);
    await browser.open();
    await browser.post('/api/auth/magic-link/send', { email: 'ben@example.com' }).expect(200);
    const code = codeFrom(await harness.smtp.waitFor('ben@example.com'));
    const refused = await browser.post('/api/auth/magic-link/code', { email: 'ben@example.com', code });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('identity.account-suspended');
  });

  it('restores: back in browse and candidates after signing in again', async () => {
    await admin.post(`/api/admin/members/${ids['ben']}/unsuspend`, { reason: 'Appeal upheld' }).expect(200);
    // The old sessions stay ended.
    expect((await as('ben').get('/api/users/currentUser')).status).toBe(401);
    await allowAnotherCode();
    const again = new TestBrowser(harness.http);
    await signIn(again, harness.smtp, 'ben@example.com');
    expect((await again.get('/api/users/currentUser')).status).toBe(200);
    expect(await browse('ana')).toContain('Ben');
    expect(await candidates('ana')).toContain('Ben');
  });

  it('refuses to let an admin suspend themselves', async () => {
    const me = (await admin.get('/api/admin/members?query=admin@example.com').expect(200)).body.members[0];
    const response = await admin.post(`/api/admin/members/${me.id}/suspend`, { reason: 'oops' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('moderation.cannot-suspend-self');
  });
});

describe('the audit log', () => {
  it('shows every operator action: who, what, target, reason, when; newest first', async () => {
    const log = await admin.get('/api/admin/audit').expect(200);
    expect(
      log.body.entries.map((entry: Record<string, unknown>) => [
        entry['operatorEmail'],
        entry['action'],
        entry['targetLabel'],
        entry['reason'],
      ]),
    ).toEqual([
      ['admin@example.com', 'member.restored', 'ben@example.com', 'Appeal upheld'],
      ['admin@example.com', 'member.suspended', 'ben@example.com', 'Harassment of other members'],
      ['admin@example.com', 'role.revoked', 'cai@example.com', 'host'],
      ['admin@example.com', 'role.granted', 'cai@example.com', 'host: Runs pottery nights'],
      // The round this file plans at the start, through the rounds' own route.
      ['admin@example.com', 'round.created', expect.stringMatching(/^.+, .+$/), null],
    ]);
    expect(log.body.entries.at(-1)).toMatchObject({ targetType: 'round', targetId: roundId });
    expect(Date.parse(log.body.entries[0].at)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('exports the same as CSV', async () => {
    const csv = await admin.get('/api/admin/audit/export.csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('at,operator,action,targetType,targetId,target,reason');
    expect(lines).toHaveLength(6);
    expect(lines[2]).toContain(',admin@example.com,member.suspended,member,');
    expect(lines[2]).toMatch(/,ben@example\.com,Harassment of other members$/);
  });

  it('cannot be changed or emptied, even by SQL', async () => {
    const connection = harness.app.get(MikroORM).em.fork().getConnection();
    await expect(connection.execute(`update moderation.audit_entries set reason = 'edited'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(connection.execute(`delete from moderation.audit_entries`)).rejects.toThrow(/append-only/);
    await expect(connection.execute(`truncate moderation.audit_entries`)).rejects.toThrow(/append-only/);
    expect((await admin.get('/api/admin/audit').expect(200)).body.entries).toHaveLength(5);
  });

  it('keeps an admin moving a round’s deadline through the rounds’ route', async () => {
    const picksCloseAt = new Date(Date.now() + 20 * 60_000).toISOString();
    await admin.patch(`/api/rounds/${roundId}`, { picksCloseAt }).expect(200);
    expect((await admin.get('/api/admin/audit').expect(200)).body.entries[0]).toMatchObject({
      operatorEmail: 'admin@example.com',
      action: 'round.rescheduled',
      targetType: 'round',
      targetId: roundId,
    });
  });
});
