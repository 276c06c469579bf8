import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { signIn } from '@ember/identity/testing';
import { TestBrowser } from '@ember/platform/testing';
import { type MediaTestApp, aPng, startMediaTestApp } from './testing/index.js';

// Uploads, processing and app boots take seconds; the root run's default is 5 s.
jest.setTimeout(60_000);

let harness: MediaTestApp;

beforeAll(async () => {
  harness = await startMediaTestApp({ env: { MEDIA_UPLOADS_PER_HOUR: '2' }, worker: false });
});

afterAll(async () => {
  await harness?.close();
});

it('limits uploads per member per hour, with 429 and Retry-After, photos and videos together', async () => {
  const member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'busy@example.com');
  const photo = await aPng();
  await member.post('/api/media/profile-photo').attach('Photo', photo, 'a.png').expect(201);
  await member.post('/api/media/profile-photo').attach('Photo', photo, 'b.png').expect(201);

  const refused = await member.post('/api/media/profile-photo').attach('Photo', photo, 'c.png').expect(429);
  expect(refused.body).toMatchObject({ statusCode: 429, code: 'media.upload-limit' });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(3000);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  const video = await member.post('/api/videos/upload').field('promptId', 'dad_joke').attach('video', photo, 'v.webm');
  expect(video.status).toBe(429);

  const other = new TestBrowser(harness.http);
  await signIn(other, harness.smtp, 'calm@example.com');
  await other.post('/api/media/profile-photo').attach('Photo', photo, 'd.png').expect(201);
});
