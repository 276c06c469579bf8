import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signIn } from '@ember/identity/testing';
import { aPng, waitUntilProcessed } from '@ember/media/testing';
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

// Content review: every ready photo and prompt video waits for an operator; approving lets it
// stand, removing deletes it for good (its stored files go and its URLs answer 404), e-mails the
// member why with a request for a new one, and is audited. A report can end the same way.

let harness: RoundsTestApp;
let admin: TestBrowser;
const members: Record<string, TestMember> = {};

const as = (name: string) => members[name]!.browser;

interface QueueItem {
  media: { id: string; ownerId: string; kind: string; url: string; previewUrl: string | null; promptType: string };
  owner: { email: string; firstName: string | null } | null;
}

async function queue(): Promise<{ items: QueueItem[]; total: number }> {
  return (await admin.get('/api/admin/content').expect(200)).body;
}

const mailsTo = (email: string, subject: RegExp) =>
  harness.smtp.received.filter((mail) => mail.envelopeTo.includes(email) && subject.test(mail.subject ?? ''));

/** The stored file behind a served URL (`/api/media/<token>/<file>`), in the local storage. */
function storedFile(url: string, kind: string): string {
  const [token, file] = url.split('/').slice(-2);
  return join(harness.config.MEDIA_DIR, `${kind}s`, token!, file!);
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  harness = await startRoundsTestApp({}, { imports: [ModerationModule], contexts: [moderationContext] });
  admin = new TestBrowser(harness.http);
  await signIn(admin, harness.smtp, 'admin@example.com');
  members['ana'] = await aRoundsMember(harness, 'ana@example.com', { firstName: 'Ana' });
  members['ben'] = await aRoundsMember(harness, 'ben@example.com', { firstName: 'Ben' });
}, 240_000);

afterAll(async () => {
  await harness?.close();
});

describe('the content review queue', () => {
  it('is for admins only', async () => {
    expect((await as('ana').get('/api/admin/content')).status).toBe(403);
    expect((await new TestBrowser(harness.http).get('/api/admin/content')).status).toBe(401);
  });

  it('holds every new prompt video and photo once ready, oldest first, with its owner', async () => {
    const before = await queue();
    expect(before.items.map((item) => [item.owner?.firstName, item.media.kind, item.media.promptType])).toEqual([
      ['Ana', 'video', 'fun'],
      ['Ana', 'video', 'useful'],
      ['Ben', 'video', 'fun'],
      ['Ben', 'video', 'useful'],
    ]);
    await as('ana')
      .post('/api/media/profile-photo')
      .attach('Photo', await aPng({ width: 400, height: 300 }), { filename: 'me.png', contentType: 'image/png' })
      .expect(201);
    await waitUntilProcessed(as('ana'), '/api/media/profile-photo', (body) => body['photo'] as Record<string, unknown>);
    const after = await queue();
    expect(after.total).toBe(5);
    expect(after.items[4]).toMatchObject({
      media: { kind: 'photo', promptType: null },
      owner: { email: 'ana@example.com', firstName: 'Ana' },
    });
  }, 60_000);

  it('lets the operator watch a video even without one of their own', async () => {
    const [video] = (await queue()).items;
    expect((await admin.get(video!.media.url)).status).toBe(200);
  });

  it('approves: the item leaves the queue, and the approval is audited', async () => {
    const [first] = (await queue()).items;
    await admin.post(`/api/admin/content/${first!.media.id}/approve`, {}).expect(200);
    const after = await queue();
    expect(after.total).toBe(4);
    expect(after.items.map((item) => item.media.id)).not.toContain(first!.media.id);
    expect((await admin.get('/api/admin/audit').expect(200)).body.entries[0]).toMatchObject({
      action: 'content.approved',
      targetType: 'media',
      targetId: first!.media.id,
      targetLabel: 'video of ana@example.com',
      operatorEmail: 'admin@example.com',
    });
    expect((await admin.post('/api/admin/content/not-a-media/approve', {})).status).toBe(404);
  });

  it('removes with a reason: the files are deleted, the URLs 404, the member is asked for a new one', async () => {
    const photo = (await queue()).items.find((item) => item.media.kind === 'photo')!.media;
    const files = [storedFile(photo.url, 'photo'), storedFile(photo.previewUrl!, 'photo')];
    expect(await Promise.all(files.map(exists))).toEqual([true, true]);
    expect((await as('ben').get(photo.url)).status).toBe(200);

    const noReason = await admin.post(`/api/admin/content/${photo.id}/remove`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe('moderation.reason-required');

    await admin.post(`/api/admin/content/${photo.id}/remove`, { reason: 'The photo shows someone else.' }).expect(200);
    expect(await Promise.all(files.map(exists))).toEqual([false, false]);
    for (const url of [photo.url, photo.previewUrl!]) {
      expect((await as('ben').get(url)).status).toBe(404);
      expect((await as('ana').get(url)).status).toBe(404);
      expect((await admin.get(url)).status).toBe(404);
    }
    expect((await as('ana').get('/api/media/profile-photo').expect(200)).body.photo).toBeNull();
    expect((await queue()).items.map((item) => item.media.id)).not.toContain(photo.id);

    await waitFor(async () => mailsTo('ana@example.com', /removed your profile photo/).length > 0, 20_000, 'the mail');
    const mail = mailsTo('ana@example.com', /removed your profile photo/)[0]!.text ?? '';
    expect(mail).toContain('The photo shows someone else.');
    expect(mail).toMatch(/add a new profile photo/i);
    expect((await admin.get('/api/admin/audit').expect(200)).body.entries[0]).toMatchObject({
      action: 'content.removed',
      targetId: photo.id,
      targetLabel: 'photo of ana@example.com',
      reason: 'The photo shows someone else.',
    });
    expect((await admin.post(`/api/admin/content/${photo.id}/remove`, { reason: 'again' })).status).toBe(404);
  });
});

describe('a report resolved by removing a photo or video', () => {
  it('removes only the reported member’s media, and it is never served again', async () => {
    await as('ana')
      .post('/api/reports', { profileId: members['ben']!.profileId, reason: 'inappropriate-media', source: 'profile' })
      .expect(204);
    const [report] = (await admin.get('/api/admin/reports').expect(200)).body.reports;
    expect(report.reported.email).toBe('ben@example.com');
    const benVideos = report.reportedMedia as QueueItem['media'][];
    expect(benVideos.map((item) => item.kind)).toEqual(['video', 'video']);
    expect(benVideos.every((item) => item.ownerId === report.reported.id)).toBe(true);

    const anaVideo = (await queue()).items.find((item) => item.owner?.email === 'ana@example.com')!.media;
    const resolve = (body: object) => admin.post(`/api/admin/reports/${report.id}/resolve`, body);
    expect((await resolve({ decision: 'remove-media', note: 'Explicit', mediaId: anaVideo.id })).status).toBe(404);
    expect((await resolve({ decision: 'remove-media', note: 'Explicit' })).status).toBe(404);
    expect((await admin.get(anaVideo.url)).status).toBe(200);

    const removed = benVideos[0]!;
    await resolve({ decision: 'remove-media', note: 'The video is explicit.', mediaId: removed.id }).expect(204);
    expect(await exists(storedFile(removed.url, 'video'))).toBe(false);
    expect((await admin.get(removed.url)).status).toBe(404);
    expect((await as('ben').get(removed.url)).status).toBe(404);
    expect((await admin.get('/api/admin/reports').expect(200)).body.reports).toEqual([]);
    const [entry] = (await admin.get('/api/admin/audit').expect(200)).body.entries;
    expect(entry).toMatchObject({
      action: 'report.media-removed',
      targetId: removed.id,
      reason: 'The video is explicit.',
    });
    await waitFor(async () => mailsTo('ben@example.com', /removed your video/).length > 0, 20_000, 'the mail');
    await waitFor(async () => mailsTo('ana@example.com', /reviewed your report/).length > 0, 20_000, 'the thanks');
  });
});
