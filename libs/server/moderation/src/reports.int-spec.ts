import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { signIn } from '@ember/identity/testing';
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

// A report blocks both ways: the pair disappears from each other's candidates and browse, and a
// round whose picks made them a perfect group forms without putting them together.

let harness: RoundsTestApp;
let admin: TestBrowser;
const members: Record<string, TestMember> = {};
const names = ['ana', 'ben', 'cai', 'dee', 'eli', 'fay'];
let roundId: string;

const as = (name: string) => members[name]!.browser;

beforeAll(async () => {
  harness = await startRoundsTestApp({}, { imports: [ModerationModule], contexts: [moderationContext] });
  admin = new TestBrowser(harness.http);
  await signIn(admin, harness.smtp, 'admin@example.com');
  for (const name of names) {
    const firstName = name[0]!.toUpperCase() + name.slice(1);
    members[name] = await aRoundsMember(harness, `${name}@example.com`, { firstName });
  }
  const now = Date.now();
  const round = await admin
    .post('/api/rounds', {
      programId: 'prog-coffee',
      picksOpenAt: new Date(now - 1000).toISOString(),
      picksCloseAt: new Date(now + 10 * 60_000).toISOString(),
    })
    .expect(201);
  roundId = round.body.id;
  await waitFor(async () => (await as('ana').get(`/api/rounds/${roundId}`)).body.status === 'collecting', 20_000);
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

async function candidates(name: string): Promise<string[]> {
  const response = await as(name).get(`/api/rounds/${roundId}/candidates`).expect(200);
  return (response.body.candidates as { firstName: string }[]).map((card) => card.firstName).sort();
}

async function browsing(name: string): Promise<string[]> {
  const response = await as(name).get('/api/profiles/all?location=CA:ON:Toronto&limit=48').expect(200);
  return (response.body.profiles as { firstName: string }[]).map((card) => card.firstName).sort();
}

describe('reporting a member', () => {
  it('refuses a report without a known reason, without words for "other", or of oneself', async () => {
    const ben = members['ben']!.profileId;
    const noReason = await as('ana').post('/api/reports', { profileId: ben, reason: 'rude', source: 'pick' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      statusCode: 400,
      details: { fields: [{ field: 'reason', problems: ['Please choose a reason.'] }] },
    });
    const other = await as('ana').post('/api/reports', {
      profileId: ben,
      reason: 'other',
      details: ' ',
      source: 'pick',
    });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: 'moderation.details-required', message: 'Please tell us what happened.' });
    const self = await as('ana').post('/api/reports', {
      profileId: members['ana']!.profileId,
      reason: 'fake-profile',
      source: 'pick',
    });
    expect(self.status).toBe(400);
    const unknown = await as('ana').post('/api/reports', {
      profileId: '0190f0e0-0000-7000-8000-000000000000',
      reason: 'harassment',
      source: 'group',
    });
    expect(unknown.status).toBe(404);
    // Nothing of it was kept, and nobody got blocked.
    expect((await as('ana').get('/api/blocks').expect(200)).body.profileIds).toEqual([]);
  });

  it('every member picks every other: without the report they would make one group of six', async () => {
    for (const from of names) {
      for (const to of names.filter((name) => name !== from)) {
        await as(from).put(`/api/rounds/${roundId}/picks/${members[to]!.profileId}`, { level: 5 }).expect(200);
      }
    }
    expect(await candidates('ben')).toContain('Ana');
  }, 60_000);

  it('keeps the report and blocks: the pair no longer see each other, whoever reported', async () => {
    await as('ana')
      .post('/api/reports', {
        profileId: members['ben']!.profileId,
        reason: 'harassment',
        details: 'Sent me rude messages.',
        source: 'pick',
      })
      .expect(204);
    const rows = await harness.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(`select reason, details, source, resolution from moderation.reports`);
    expect(rows).toEqual([
      { reason: 'harassment', details: 'Sent me rude messages.', source: 'pick', resolution: null },
    ]);
    const blocks = await as('ana').get('/api/blocks').expect(200);
    expect(blocks.body).toEqual({
      profileIds: [members['ben']!.profileId],
      members: [{ profileId: members['ben']!.profileId, firstName: 'Ben', photoUrl: null, byReport: true }],
    });
    // A block that came with a report stays: undoing it would put the pair back together.
    const undo = await as('ana').delete(`/api/blocks/${members['ben']!.profileId}`);
    expect({ status: undo.status, code: undo.body.code }).toEqual({
      status: 409,
      code: 'matching-rounds.block-by-report',
    });
    expect((await as('ana').get('/api/blocks').expect(200)).body.profileIds).toEqual([members['ben']!.profileId]);
    expect(await candidates('ana')).not.toContain('Ben');
    expect(await candidates('ben')).not.toContain('Ana');
    expect(await browsing('ana')).not.toContain('Ben');
    expect(await browsing('ben')).not.toContain('Ana');
    // The reported member is not told: their own blocks list is empty.
    expect((await as('ben').get('/api/blocks').expect(200)).body.profileIds).toEqual([]);
  });

  it('never puts the reported pair in one group, even when that costs the group', async () => {
    await admin
      .patch(`/api/rounds/${roundId}`, { picksCloseAt: new Date(Date.now() + 1_500).toISOString() })
      .expect(200);
    await waitFor(
      async () => (await as('ana').get(`/api/rounds/${roundId}`)).body.status === 'reviewing',
      50_000,
      'the groups forming',
    );
    const report = await admin.get(`/api/rounds/${roundId}/report`).expect(200);
    // Six candidates, one group of at most six: the exact solver proves the best is five.
    expect(report.body.formation).toMatchObject({ candidates: 6, placed: 5, groups: 1, violations: 0, optimal: true });
    const groupOf = async (name: string) => {
      const response = await as(name).get(`/api/rounds/${roundId}/my-group`);
      return response.status === 200 ? (response.body.members as { firstName: string }[]).map((m) => m.firstName) : [];
    };
    const anaGroup = await groupOf('ana');
    const benGroup = await groupOf('ben');
    expect(anaGroup.includes('Ben') || benGroup.includes('Ana')).toBe(false);
    expect(anaGroup.length + benGroup.length).toBe(5);
  }, 70_000);
});

describe('the reports queue', () => {
  const mailsTo = (email: string, subject: RegExp) =>
    harness.smtp.received.filter((mail) => mail.envelopeTo.includes(email) && subject.test(mail.subject ?? ''));

  it('is for admins only', async () => {
    expect((await as('cai').get('/api/admin/reports')).status).toBe(403);
  });

  it('shows each open report with both members and the earlier reports about the member', async () => {
    await as('cai')
      .post('/api/reports', { profileId: members['ben']!.profileId, reason: 'no-show', source: 'group' })
      .expect(204);
    const queue = await admin.get('/api/admin/reports').expect(200);
    expect(queue.body.reports).toHaveLength(2);
    const [first, second] = queue.body.reports;
    expect(first).toMatchObject({
      reason: 'harassment',
      details: 'Sent me rude messages.',
      source: 'pick',
      resolution: null,
      reporter: { email: 'ana@example.com', firstName: 'Ana' },
      reported: { email: 'ben@example.com', firstName: 'Ben', suspended: false },
      priorReports: [],
    });
    expect(second).toMatchObject({
      reason: 'no-show',
      reporter: { email: 'cai@example.com' },
      priorReports: [{ id: first.id, reason: 'harassment', resolution: null }],
    });
  });

  it('warns by e-mail, tells the reporter it was handled but not how, and audits it', async () => {
    const [first] = (await admin.get('/api/admin/reports').expect(200)).body.reports;
    expect((await admin.post(`/api/admin/reports/${first.id}/resolve`, { decision: 'warn' })).status).toBe(400);
    await admin
      .post(`/api/admin/reports/${first.id}/resolve`, { decision: 'warn', note: 'Keep your messages polite.' })
      .expect(204);
    await waitFor(async () => mailsTo('ben@example.com', /warning/).length > 0, 20_000, 'the warning');
    expect(mailsTo('ben@example.com', /warning/)[0]!.text).toContain('Keep your messages polite.');
    await waitFor(async () => mailsTo('ana@example.com', /reviewed your report/).length > 0, 20_000, 'the thanks');
    const thanks = mailsTo('ana@example.com', /reviewed your report/)[0]!.text ?? '';
    expect(thanks).not.toContain('polite');
    expect(thanks).not.toMatch(/warn/i);
    expect((await admin.post(`/api/admin/reports/${first.id}/resolve`, { decision: 'dismiss' })).status).toBe(409);
    const audit = await admin.get('/api/admin/audit').expect(200);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'report.warned',
      targetLabel: 'ben@example.com',
      reason: 'Keep your messages polite.',
      operatorEmail: 'admin@example.com',
    });
  });

  it('suspends from a report: the member is out at once, and the queue is empty', async () => {
    const [open] = (await admin.get('/api/admin/reports').expect(200)).body.reports;
    await admin
      .post(`/api/admin/reports/${open.id}/resolve`, { decision: 'suspend', note: 'Repeated no-shows' })
      .expect(204);
    expect((await as('ben').get('/api/users/currentUser')).body.code).toBe('identity.account-suspended');
    expect((await admin.get('/api/admin/reports').expect(200)).body.reports).toEqual([]);
    const audit = await admin.get('/api/admin/audit').expect(200);
    expect(audit.body.entries[0]).toMatchObject({ action: 'report.suspended', reason: 'Repeated no-shows' });
    await waitFor(async () => mailsTo('cai@example.com', /reviewed your report/).length > 0, 20_000, 'the thanks');
  });
});

describe('a suspended member’s group places', () => {
  const idOf = async (email: string) =>
    (await admin.get(`/api/admin/members?query=${email}`).expect(200)).body.members[0].id as string;
  const groupOf = async (name: string) => (await as(name).get(`/api/rounds/${roundId}/my-group`)).body;
  const decisionsOf = async (memberId: string) =>
    (
      await harness.app
        .get(MikroORM)
        .em.fork()
        .getConnection()
        .execute(`select decision from matching_rounds.memberships where member_id = ?`, [memberId])
    ).map((row) => row['decision']);

  it('are given up by the dropout rule: the group goes on while it can reach its minimum, else it is released', async () => {
    // Cai, Dee, Eli and Fay are in the group of five in any case (only Ana and Ben were kept apart);
    // Ben's suspension gave his place up if he had one.
    const before = await groupOf('eli');
    expect(before).toMatchObject({ status: 'reviewing', minSize: 4 });
    const open = await harness.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute(
        `select count(*)::int as n from matching_rounds.memberships where group_id = ? and decision = 'invited'`,
        [before.id],
      );
    const placesLeft = open[0]!['n'] as number;
    const cai = await idOf('cai@example.com');
    await admin.post(`/api/admin/members/${cai}/suspend`, { reason: 'Fake profile' }).expect(200);
    expect(await decisionsOf(cai)).toEqual(['declined']);
    expect((await groupOf('eli')).status).toBe(placesLeft - 1 >= 4 ? 'reviewing' : 'released');

    const dee = await idOf('dee@example.com');
    await admin.post(`/api/admin/members/${dee}/suspend`, { reason: 'Fake profile' }).expect(200);
    expect(await groupOf('eli')).toMatchObject({ status: 'released', releaseReason: 'dropout' });
  });
});
