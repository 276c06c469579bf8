import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { signIn } from '@ember/identity/testing';
import { TestBrowser } from '@ember/platform/testing';
import { MediaStorage } from './application/media-storage.port.js';
import { type MediaTestApp, aJpegWithGps, aVideo, startMediaTestApp, waitUntilProcessed } from './testing/index.js';

// Uploads, processing and app boots take seconds; the root run's default is 5 s.
jest.setTimeout(60_000);

// The whole pipeline with MEDIA_STORAGE=s3, against an S3-protocol server on loopback: the api
// stores originals there, the worker downloads and uploads through it, the api streams from it.
let scratch: string;
let s3rver: S3rver;
let harness: MediaTestApp;
let member: TestBrowser;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'ember-s3-pipeline-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(scratch, 's3rver'),
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await s3rver.run();
  harness = await startMediaTestApp({
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'media',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  });
  member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 's3@example.com');
});

afterAll(async () => {
  await harness?.close();
  await s3rver?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

it('processes and serves a photo kept in S3', async () => {
  await member
    .post('/api/media/profile-photo')
    .attach('Photo', await aJpegWithGps({ width: 2400, height: 1600, orientation: 1 }), 'me.jpg')
    .expect(201);
  const photo = await waitUntilProcessed(member, '/api/media/profile-photo', (body) => body['photo'] as never);
  expect(photo['status']).toBe('ready');
  const file = await member
    .get(photo['photoUrl'] as string)
    .buffer(true)
    .expect(200);
  const metadata = await sharp(file.body as Buffer).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 1920, height: 1280 });
  expect(metadata.exif).toBeUndefined();
});

it('transcodes, serves ranges of and deletes a video kept in S3', async () => {
  const webm = await readFile(await aVideo(join(scratch, 'clip.webm'), { seconds: 1 }));
  const answer = await member
    .post('/api/videos/upload')
    .field('promptId', 'dad_joke')
    .field('promptType', 'fun')
    .attach('video', webm, 'clip.webm')
    .expect(201);
  const video = await waitUntilProcessed(member, `/api/videos/${answer.body.id}`);
  expect(video['status']).toBe('ready');
  const part = await member
    .get(video['videoUrl'] as string)
    .set('Range', 'bytes=0-15')
    .buffer(true)
    .expect(206);
  expect((part.body as Buffer).subarray(4, 8).toString('latin1')).toBe('ftyp');

  const token = (video['videoUrl'] as string).split('/')[3]!;
  const storage = harness.app.get(MediaStorage);
  expect(await storage.stat(`videos/${token}/video.mp4`)).not.toBeNull();
  expect(await storage.stat(`videos/${token}/original`)).toBeNull();
  await member.post('/api/videos/delete', { videoId: answer.body.id }).expect(204);
  expect(await storage.stat(`videos/${token}/video.mp4`)).toBeNull();
  expect(await storage.stat(`videos/${token}/poster.jpg`)).toBeNull();
});
