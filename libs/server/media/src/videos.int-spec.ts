import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { newId } from '@ember/kernel';
import { signIn } from '@ember/identity/testing';
import { TestBrowser } from '@ember/platform/testing';
import { MemberVideos } from './application/member-videos.js';
import { TranscodeVideoUseCase } from './application/transcode-video.use-case.js';
import { type MediaTestApp, aPng, aVideo, probe, startMediaTestApp, waitUntilProcessed } from './testing/index.js';

// Uploads, processing and app boots take seconds; the root run's default is 5 s.
jest.setTimeout(60_000);

let harness: MediaTestApp;
let fixtures: string;
let alice: TestBrowser;
let bob: TestBrowser;
let webm: Buffer;

beforeAll(async () => {
  fixtures = await mkdtemp(join(tmpdir(), 'ember-video-fixtures-'));
  harness = await startMediaTestApp({ env: { MEDIA_MAX_VIDEO_BYTES: String(12 * 1024 * 1024) } });
  alice = new TestBrowser(harness.http);
  bob = new TestBrowser(harness.http);
  await signIn(alice, harness.smtp, 'alice@example.com');
  await signIn(bob, harness.smtp, 'bob@example.com');
  webm = await readFile(await aVideo(join(fixtures, 'recording.webm'), { seconds: 2, container: 'webm' }));
}, 60_000);

afterAll(async () => {
  await harness?.close();
  if (fixtures) await rm(fixtures, { recursive: true, force: true });
});

function upload(browser: TestBrowser, video: Buffer, fields: Record<string, string>, filename = 'recording.webm') {
  const request = browser.post('/api/videos/upload');
  for (const [name, value] of Object.entries(fields)) void request.field(name, value);
  return request.attach('video', video, { filename, contentType: 'video/webm' });
}

async function uploaded(browser: TestBrowser, video: Buffer, fields: Record<string, string>) {
  const answer = await upload(browser, video, { location: 'CA:ON:Toronto', ...fields }).expect(201);
  return waitUntilProcessed(browser, `/api/videos/${answer.body.id}`);
}

async function saved(url: string, browser: TestBrowser, name: string): Promise<string> {
  const response = await browser.get(url).buffer(true).expect(200);
  const path = join(fixtures, name);
  await writeFile(path, response.body as Buffer);
  return path;
}

async function userId(browser: TestBrowser): Promise<string> {
  return (await browser.get('/api/auth/me').expect(200)).body.userId as string;
}

async function transitions(mediaId: string): Promise<string[]> {
  const rows = await harness.app
    .get(EntityManager)
    .fork()
    .execute<{ status: string }[]>(
      'select status from media.status_changes where media_id = ? order by changed_at, status',
      [mediaId],
    );
  return rows.map((row) => row.status);
}

describe('a prompt video', () => {
  it('from a browser recording (webm) becomes a playable H.264/AAC MP4 with a poster', async () => {
    const answer = await upload(alice, webm, { location: 'CA:ON:Toronto', promptId: 'dad_joke', promptType: 'fun' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      promptId: 'dad_joke',
      promptType: 'fun',
      status: 'uploaded',
      videoUrl: null,
      thumbnailUrl: null,
    });

    const video = await waitUntilProcessed(alice, `/api/videos/${answer.body.id}`);
    expect(video).toMatchObject({ status: 'ready', progress: 100, failureMessage: null });
    expect(video['durationSeconds']).toBeCloseTo(2, 0);

    const file = await alice
      .get(video['videoUrl'] as string)
      .buffer(true)
      .expect(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.headers['accept-ranges']).toBe('bytes');
    const mp4 = join(fixtures, 'out.mp4');
    await writeFile(mp4, file.body as Buffer);
    const probed = await probe(mp4);
    expect(probed.format.format_name).toContain('mp4');
    expect(probed.streams.map((stream) => [stream.codec_type, stream.codec_name]).sort()).toEqual([
      ['audio', 'aac'],
      ['video', 'h264'],
    ]);
    expect(probed.streams.find((stream) => stream.codec_type === 'video')?.pix_fmt).toBe('yuv420p');
    // faststart: the index (moov) comes before the media data (mdat).
    const bytes = file.body as Buffer;
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));

    const poster = await sharp(
      await readFile(await saved(video['thumbnailUrl'] as string, alice, 'poster.jpg')),
    ).metadata();
    expect(poster).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(await transitions(answer.body.id as string)).toEqual(['uploaded', 'processing', 'ready']);
  });

  it('loses its location metadata and gets a sound track when it had none', async () => {
    const mov = await readFile(
      await aVideo(join(fixtures, 'phone.mov'), { seconds: 1, container: 'mov', audio: false }),
    );
    expect((await probe(join(fixtures, 'phone.mov'))).format.tags?.['location']).toBeDefined();
    const video = await uploaded(alice, mov, { promptId: 'travel_advice', promptType: 'useful' });
    expect(video['status']).toBe('ready');
    const probed = await probe(await saved(video['videoUrl'] as string, alice, 'phone.mp4'));
    expect(probed.format.tags ?? {}).not.toHaveProperty('location');
    expect(probed.format.tags ?? {}).not.toHaveProperty('title');
    expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
  });

  it('is cut to 15 seconds and a margin when longer', async () => {
    const long = await readFile(await aVideo(join(fixtures, 'long.webm'), { seconds: 17, width: 320, height: 180 }));
    const video = await uploaded(bob, long, { promptId: 'scientific_fact' });
    expect(video).toMatchObject({ status: 'ready', promptType: 'daily' });
    const duration = Number((await probe(await saved(video['videoUrl'] as string, bob, 'cut.mp4'))).format.duration);
    expect(duration).toBeGreaterThan(14.9);
    expect(duration).toBeLessThanOrEqual(15.6);
  }, 60_000);

  it('is scaled down to at most 1280 px on its longest side', async () => {
    const large = await readFile(
      await aVideo(join(fixtures, 'large.mp4'), { seconds: 1, width: 1920, height: 1080, container: 'mp4' }),
    );
    const video = await uploaded(bob, large, { promptId: 'organize_day', promptType: 'useful' });
    const probed = await probe(await saved(video['videoUrl'] as string, bob, 'scaled.mp4'));
    expect(probed.streams.find((stream) => stream.codec_type === 'video')).toMatchObject({ width: 1280, height: 720 });
    expect(video).toMatchObject({ width: 1280, height: 720 });
  });

  it('reaches ready exactly once, however often its job runs', async () => {
    const video = await uploaded(bob, webm, { promptId: 'favorite_memory', promptType: 'daily' });
    const run = harness.app.get(TranscodeVideoUseCase);
    const attempt = { lastAttempt: false, progress: async () => undefined };
    await Promise.all([run.execute(video['id'] as string, attempt), run.execute(video['id'] as string, attempt)]);
    expect(await transitions(video['id'] as string)).toEqual(['uploaded', 'processing', 'ready']);
    await bob.get(video['videoUrl'] as string).expect(200);
  });
});

describe('replacing and deleting', () => {
  it('an upload replaces the video in the same slot: one fun, one useful, one per daily prompt', async () => {
    const carol = new TestBrowser(harness.http);
    await signIn(carol, harness.smtp, 'carol@example.com');
    const firstFun = await uploaded(carol, webm, { promptId: 'dad_joke', promptType: 'fun' });
    const useful = await uploaded(carol, webm, { promptId: 'health_tip', promptType: 'useful' });
    const daily = await uploaded(carol, webm, { promptId: 'scientific_fact' });
    const secondFun = await uploaded(carol, webm, { promptId: 'dance_move', promptType: 'fun' });
    const otherDaily = await uploaded(carol, webm, { promptId: 'favorite_memory' });

    const list = (await carol.get('/api/videos').expect(200)).body.videos as { id: string; promptId: string }[];
    expect(list.map((video) => video.promptId)).toEqual([
      'favorite_memory',
      'dance_move',
      'scientific_fact',
      'health_tip',
    ]);
    expect(list.map((video) => video.id)).not.toContain(firstFun['id']);
    await carol.get(firstFun['videoUrl'] as string).expect(404);
    await carol.get(`/api/videos/${firstFun['id']}`).expect(404);
    for (const kept of [useful, daily, secondFun, otherDaily]) await carol.get(kept['videoUrl'] as string).expect(200);

    const again = await uploaded(carol, webm, { promptId: 'health_tip', promptType: 'useful' });
    await carol.get(useful['videoUrl'] as string).expect(404);
    await carol.get(again['videoUrl'] as string).expect(200);
  });

  it('delete removes the video and every stored file', async () => {
    const dave = new TestBrowser(harness.http);
    await signIn(dave, harness.smtp, 'dave@example.com');
    const video = await uploaded(dave, webm, { promptId: 'weird_food', promptType: 'fun' });
    const token = (video['videoUrl'] as string).split('/')[3]!;
    expect(await readdir(join(harness.mediaDir, 'videos', token))).toEqual(['poster.jpg', 'video.mp4']);

    await dave.post('/api/videos/delete', { videoId: video['id'], location: 'CA:ON:Toronto' }).expect(204);
    await expect(readdir(join(harness.mediaDir, 'videos', token))).rejects.toThrow(/ENOENT/);
    await dave.get(video['videoUrl'] as string).expect(404);
    await dave.get(`/api/videos/${video['id']}`).expect(404);
    expect((await dave.get('/api/videos').expect(200)).body.videos).toEqual([]);
    const again = await dave.post('/api/videos/delete', { videoId: video['id'] }).expect(404);
    expect(again.body.code).toBe('media.not-found');
  });
});

describe('who sees what', () => {
  let aliceVideo: Record<string, unknown>;

  beforeAll(async () => {
    aliceVideo = (await alice.get('/api/videos').expect(200)).body.videos[0];
    expect(aliceVideo['status']).toBe('ready');
  });

  it('a member never reads or deletes another member’s video through the api', async () => {
    const eve = new TestBrowser(harness.http);
    await signIn(eve, harness.smtp, 'eve@example.com');
    await eve.get(`/api/videos/${aliceVideo['id']}`).expect(404);
    await eve.post('/api/videos/delete', { videoId: aliceVideo['id'] }).expect(404);
    expect((await eve.get('/api/videos').expect(200)).body.videos).toEqual([]);
    await alice.get(`/api/videos/${aliceVideo['id']}`).expect(200);
  });

  it('a video file is for its owner and for members with a ready video of their own', async () => {
    const url = aliceVideo['videoUrl'] as string;
    await new TestBrowser(harness.http).get(url).expect(404);
    const frank = new TestBrowser(harness.http);
    await signIn(frank, harness.smtp, 'frank@example.com');
    await frank.get(url).expect(404);
    await uploaded(frank, webm, { promptId: 'best_advice', promptType: 'useful' });
    await frank.get(url).expect(200);
  });

  it('serves byte ranges for seeking, and refuses ranges past the end', async () => {
    const url = aliceVideo['videoUrl'] as string;
    const whole = await alice.get(url).buffer(true).expect(200);
    const size = (whole.body as Buffer).length;
    const first = await alice.get(url).set('Range', 'bytes=0-99').buffer(true).expect(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.body as Buffer).toEqual((whole.body as Buffer).subarray(0, 100));
    const last = await alice.get(url).set('Range', 'bytes=-10').buffer(true).expect(206);
    expect(last.body as Buffer).toEqual((whole.body as Buffer).subarray(size - 10));
    const outside = await alice.get(url).set('Range', `bytes=${size}-`).expect(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
    const head = await alice.agent.head(url).expect(200);
    expect(head.headers['content-length']).toBe(String(size));
  });

  it('serves only ready media, and only the files media have', async () => {
    const em = harness.app.get(EntityManager).fork();
    const [id, token] = [newId(), 'pending-media-token-0123456789'];
    await em.execute(
      `insert into media.media_objects (id, owner_id, kind, slot, prompt_type, prompt_id, status, token,
         original_content_type, original_bytes, created_at, updated_at)
       values (?, ?, 'video', 'video:daily:test', 'daily', 'scientific_fact', 'processing', ?, 'video/webm', 1, now(), now())`,
      [id, await userId(alice), token],
    );
    await mkdir(join(harness.mediaDir, 'videos', token), { recursive: true });
    for (const file of ['original', 'video.mp4', 'poster.jpg'])
      await writeFile(join(harness.mediaDir, 'videos', token, file), 'bytes');

    await alice.get(`/api/media/${token}/video.mp4`).expect(404);
    await em.execute(`update media.media_objects set status = 'ready' where id = ?`, [id]);
    await alice.get(`/api/media/${token}/video.mp4`).expect(200);
    await alice.get(`/api/media/${token}/original`).expect(404);
    await alice.get(`/api/media/${token}/photo.jpg`).expect(404);
    await alice.get('/api/media/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/video.mp4').expect(404);
    await alice.get('/api/media/..%2F..%2Fetc/passwd').expect(404);
  });
});

describe('what a video upload refuses', () => {
  it.each([
    ['a text file named .mp4', () => Buffer.from('not a video at all\n'.repeat(50)), 'media.not-a-video'],
    ['a photo', () => aPng(), 'media.not-a-video'],
  ])('%s', async (_, make, code) => {
    const response = await upload(alice, await make(), { promptId: 'dad_joke', promptType: 'fun' }, 'clip.mp4');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code, message: 'please upload a video file (mp4, webm, mov, etc.)' });
  });

  it.each([
    [{ promptType: 'fun' }, 'media.prompt-required'],
    [{ promptId: 'no_such_prompt' }, 'media.unknown-prompt'],
    [{ promptId: 'dad_joke', promptType: 'useful' }, 'media.prompt-type-mismatch'],
    [{ promptId: 'dad_joke', promptType: 'serious' }, 'media.unknown-prompt'],
  ])('a prompt choice %j', async (fields, code) => {
    const response = await upload(alice, webm, fields as Record<string, string>).expect(400);
    expect(response.body.code).toBe(code);
  });

  it('a form without a video, as the spec requires a nonempty one', async () => {
    const response = await alice.post('/api/videos/upload').field('promptId', 'dad_joke').expect(400);
    expect(response.body).toMatchObject({ code: 'media.file-missing' });
    const empty = await upload(alice, Buffer.alloc(0), { promptId: 'dad_joke' }).expect(400);
    expect(empty.body.code).toBe('media.file-missing');
  });

  it('a file over the size cap, with 413', async () => {
    const response = await upload(alice, Buffer.concat([webm, Buffer.alloc(12 * 1024 * 1024)]), {
      promptId: 'dad_joke',
    }).expect(413);
    expect(response.body).toMatchObject({ statusCode: 413, code: 'media.too-large' });
  });
});

describe('prompts and discoverability', () => {
  it('lists the seven fun, seven useful and two daily prompts, with four instructions each', async () => {
    const response = await new TestBrowser(harness.http).get('/api/videos/prompts').expect(200);
    const prompts = response.body.prompts as { id: string; type: string; instructions: string[] }[];
    const count = (type: string) => prompts.filter((prompt) => prompt.type === type).length;
    expect([count('fun'), count('useful'), count('daily')]).toEqual([7, 7, 2]);
    expect(prompts.every((prompt) => prompt.instructions.length === 4)).toBe(true);
    expect(response.body.dailyPromptId).toBe('scientific_fact');
  });

  it('a member is discoverable with a ready fun video and a ready useful video', async () => {
    const videos = harness.app.get(MemberVideos);
    const [aliceId, bobId] = [await userId(alice), await userId(bob)];
    expect(await videos.discoverableAmong([aliceId, bobId])).toEqual(new Set([aliceId]));
    expect(await videos.isDiscoverable(bobId)).toBe(false);
    const shown = await videos.videosOf([aliceId, bobId]);
    expect(
      shown
        .get(aliceId)
        ?.map((video) => video.promptType)
        .sort(),
    ).toEqual(['daily', 'fun', 'useful']);
    expect(shown.get(aliceId)?.[0]).toEqual({
      id: expect.any(String),
      promptId: expect.any(String),
      promptType: expect.any(String),
      videoUrl: expect.stringMatching(/^\/api\/media\/[\w-]+\/video\.mp4$/),
      thumbnailUrl: expect.stringMatching(/^\/api\/media\/[\w-]+\/poster\.jpg$/),
    });
  });
});
