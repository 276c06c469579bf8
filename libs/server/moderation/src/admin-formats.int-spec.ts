import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { HostingModule, hostingContext, seedDemoFormat } from '@ember/hosting';
import { signIn } from '@ember/identity/testing';
import { systemClock } from '@ember/kernel';
import { type RoundsTestApp, startRoundsTestApp, waitFor } from '@ember/matching-rounds/testing';
import { TestBrowser } from '@ember/platform/testing';
import { moderationContext } from './moderation.context.js';
import { ModerationModule } from './moderation.module.js';

// The console lists every host's formats and can unpublish a published one: it leaves search and
// its public page, the host is e-mailed the reason, and the audit log keeps it.

let harness: RoundsTestApp;
let admin: TestBrowser;
let host: TestBrowser;

interface Listed {
  id: string;
  slug: string | null;
  title: string;
  status: string;
  hostEmail: string;
}

const mailsTo = (email: string, subject: RegExp) =>
  harness.smtp.received.filter((mail) => mail.envelopeTo.includes(email) && subject.test(mail.subject ?? ''));

beforeAll(async () => {
  harness = await startRoundsTestApp(
    {},
    { imports: [HostingModule, ModerationModule], contexts: [hostingContext, moderationContext] },
  );
  admin = new TestBrowser(harness.http);
  await signIn(admin, harness.smtp, 'admin@example.com');
  host = new TestBrowser(harness.http);
  await signIn(host, harness.smtp, 'host@example.com');
  const hostId = (await admin.get('/api/admin/members?query=host@example.com').expect(200)).body.members[0].id;
  await seedDemoFormat(harness.app.get(MikroORM).em.fork(), systemClock, {
    host: { id: hostId, email: 'host@example.com', firstName: 'Hana' },
    interested: [],
  });
  await host.post('/api/event-format/draft', { format: 'Pottery for beginners' }).expect(201);
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

async function listed(query = ''): Promise<{ formats: Listed[]; total: number }> {
  return (await admin.get(`/api/admin/formats${query}`).expect(200)).body;
}

describe('formats in the console', () => {
  it('are for admins only', async () => {
    expect((await host.get('/api/admin/formats')).status).toBe(403);
  });

  it('lists every host’s formats, drafts too, and filters by status', async () => {
    const all = await listed();
    expect(all.total).toBe(2);
    expect(all.formats.map((format) => [format.title, format.status, format.hostEmail]).sort()).toEqual([
      ['Dumplings from scratch', 'active', 'host@example.com'],
      ['Pottery for beginners', 'draft', 'host@example.com'],
    ]);
    expect((await listed('?status=active')).formats.map((format) => format.title)).toEqual(['Dumplings from scratch']);
    expect((await admin.get('/api/admin/formats?status=gone')).status).toBe(400);
    expect((await admin.get('/api/admin/formats?limit=0')).status).toBe(400);
  });

  it('unpublishes a published format with a reason: gone from its page and search, the host told why', async () => {
    const [active] = (await listed('?status=active')).formats;
    await host.get(`/api/event-format/public/${active!.slug}`).expect(200);
    const search = async () =>
      ((await host.get('/api/event-format/search').expect(200)).body.formats as { id: string }[]).map((f) => f.id);
    expect(await search()).toContain(active!.id);

    const noReason = await admin.post(`/api/admin/formats/${active!.id}/unpublish`, { reason: '' });
    expect(noReason.status).toBe(400);
    const done = await admin
      .post(`/api/admin/formats/${active!.id}/unpublish`, { reason: 'The venue is not safe.' })
      .expect(200);
    expect(done.body).toMatchObject({ id: active!.id, status: 'archived' });

    expect((await host.get(`/api/event-format/public/${active!.slug}`)).status).toBe(404);
    expect(await search()).not.toContain(active!.id);
    await waitFor(async () => mailsTo('host@example.com', /unpublished/).length > 0, 20_000, 'the mail');
    const mail = mailsTo('host@example.com', /unpublished/)[0]!;
    expect(mail.subject).toContain('Dumplings from scratch');
    expect(mail.text).toContain('The venue is not safe.');
    expect((await admin.get('/api/admin/audit').expect(200)).body.entries[0]).toMatchObject({
      action: 'format.unpublished',
      targetType: 'format',
      targetId: active!.id,
      targetLabel: 'Dumplings from scratch (host@example.com)',
      reason: 'The venue is not safe.',
      operatorEmail: 'admin@example.com',
    });
  });

  it('refuses to unpublish what is not published, or not there', async () => {
    const all = (await listed()).formats;
    for (const format of all) {
      const response = await admin.post(`/api/admin/formats/${format.id}/unpublish`, { reason: 'Again' });
      expect({ status: response.status, code: response.body.code }).toEqual({
        status: 409,
        code: 'moderation.format-not-published',
      });
    }
    const missing = await admin.post('/api/admin/formats/0190f0e0-0000-7000-8000-000000000000/unpublish', {
      reason: 'Gone',
    });
    expect(missing.status).toBe(404);
    expect((await admin.post('/api/admin/formats/not-an-id/unpublish', { reason: 'Gone' })).status).toBe(404);
  });
});
