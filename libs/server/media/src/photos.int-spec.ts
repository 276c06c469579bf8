import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import sharp from 'sharp';
import { signIn } from '@ember/identity/testing';
import { TestBrowser } from '@ember/platform/testing';
import { ProfilePhotos, mediaBasePath } from './application/profile-photos.js';
import {
  type MediaTestApp,
  aHeic,
  aJpegWithGps,
  aPixelBomb,
  aPng,
  aWebp,
  hasGpsExif,
  startMediaTestApp,
  waitUntilProcessed,
} from './testing/index.js';

// Uploads, processing and app boots take seconds; the root run's default is 5 s.
jest.setTimeout(60_000);

let harness: MediaTestApp;
let member: TestBrowser;

beforeAll(async () => {
  harness = await startMediaTestApp({ env: { MEDIA_MAX_PHOTO_BYTES: String(3 * 1024 * 1024) } });
  member = new TestBrowser(harness.http);
  await signIn(member, harness.smtp, 'photos@example.com');
});

afterAll(async () => {
  await harness?.close();
});

function upload(browser: TestBrowser, content: Buffer, filename: string, contentType = 'image/jpeg') {
  return browser.post('/api/media/profile-photo').attach('Photo', content, { filename, contentType });
}

async function processed(browser: TestBrowser) {
  return waitUntilProcessed(browser, '/api/media/profile-photo', (body) => body['photo'] as Record<string, unknown>);
}

async function fetchImage(url: string) {
  const response = await new TestBrowser(harness.http).get(url).buffer(true).expect(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  return { response, body: response.body as Buffer, metadata: await sharp(response.body as Buffer).metadata() };
}

describe('profile photo processing', () => {
  it('turns a phone JPEG upright, to at most 1920 px, without EXIF or GPS', async () => {
    const original = await aJpegWithGps({ width: 3200, height: 2400, orientation: 6 });
    const before = await sharp(original).metadata();
    expect(hasGpsExif(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const answer = await upload(member, original, 'IMG_0001.jpg').expect(201);
    expect(answer.body).toMatchObject({ status: 'uploaded', photoUrl: null, thumbnailUrl: null });

    const photo = await processed(member);
    expect(photo).toMatchObject({ id: answer.body.id, status: 'ready', width: 1440, height: 1920 });
    const { metadata } = await fetchImage(photo['photoUrl'] as string);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1440, height: 1920 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    const thumbnail = await fetchImage(photo['thumbnailUrl'] as string);
    expect(Math.max(thumbnail.metadata.width, thumbnail.metadata.height)).toBe(400);
    expect(thumbnail.metadata.exif).toBeUndefined();
  });

  it.each([
    ['PNG with transparency', () => aPng({ width: 2500, height: 1000 }), 'image/png', [1920, 768]],
    ['WebP', () => aWebp({ width: 800, height: 600 }), 'image/webp', [800, 600]],
    ['HEIC (HEVC) from an iPhone', () => aHeic({ width: 1000, height: 750 }), 'image/heic', [1000, 750]],
  ])('takes a %s', async (_, make, contentType, [width, height]) => {
    await upload(member, await make(), 'picture', contentType).expect(201);
    const photo = await processed(member);
    expect(photo).toMatchObject({ status: 'ready', width, height });
    const { metadata } = await fetchImage(photo['photoUrl'] as string);
    expect(metadata).toMatchObject({ format: 'jpeg', width, height, hasAlpha: false });
  });

  it('replaces the previous photo and removes its files', async () => {
    await upload(member, await aPng(), 'first.png', 'image/png').expect(201);
    const first = await processed(member);
    await upload(member, await aWebp(), 'second.webp', 'image/webp').expect(201);
    const second = await processed(member);
    expect(second['id']).not.toBe(first['id']);
    await new TestBrowser(harness.http).get(first['photoUrl'] as string).expect(404);
    await new TestBrowser(harness.http).get(second['photoUrl'] as string).expect(200);
    const stored = await readdir(`${harness.mediaDir}/photos`);
    expect(stored).toHaveLength(1);
  });

  it('marks a photo that cannot be decoded as failed, with the spec message', async () => {
    const truncated = (await aJpegWithGps({ width: 1200, height: 900, noisy: true })).subarray(0, 4_000);
    await upload(member, truncated, 'broken.jpg').expect(201);
    const photo = await processed(member);
    expect(photo).toMatchObject({
      status: 'failed',
      photoUrl: null,
      failureMessage: 'failed to process image. please try a different photo.',
    });
  });
});

describe('what a photo upload refuses', () => {
  it('a text file named .jpg, with the spec message', async () => {
    const response = await upload(member, Buffer.from('just some text, not a picture\n'.repeat(20)), 'me.jpg');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'media.not-an-image',
      message: 'please upload an image file (jpg, png, heic, etc.)',
    });
  });

  it('a video sent as a photo', async () => {
    const mp4Header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64)]);
    const response = await upload(member, mp4Header, 'clip.jpg').expect(400);
    expect(response.body.code).toBe('media.not-an-image');
  });

  it('a file over the size cap, with 413 and the standard body', async () => {
    // A real JPEG with padding after its end marker: valid, just too heavy.
    const large = Buffer.concat([await aJpegWithGps(), Buffer.alloc(3 * 1024 * 1024)]);
    const response = await upload(member, large, 'large.jpg').expect(413);
    expect(response.body).toMatchObject({ statusCode: 413, code: 'media.too-large', details: { maxBytes: 3145728 } });
  });

  it('an image with more pixels than any camera makes (decompression bomb)', async () => {
    const bomb = aPixelBomb();
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const response = await upload(member, bomb, 'bomb.png', 'image/png').expect(413);
    expect(response.body.code).toBe('media.too-many-pixels');
  });

  it('a request without a file, and a form with the file under another name', async () => {
    const empty = await member.post('/api/media/profile-photo').field('other', 'x').expect(400);
    expect(empty.body.code).toBe('media.file-missing');
    const misnamed = await member
      .post('/api/media/profile-photo')
      .attach('picture', await aPng(), 'a.png')
      .expect(400);
    expect(misnamed.body.code).toBe('media.malformed-upload');
  });

  it('a visitor without a session', async () => {
    const visitor = await new TestBrowser(harness.http).open();
    await upload(visitor, await aPng(), 'a.png', 'image/png').expect(401);
  });

  it('leaves no upload behind in the scratch space', async () => {
    const incoming = await readdir(`${harness.config.MEDIA_WORK_DIR}/incoming`);
    expect(incoming).toEqual([]);
  });
});

describe('the profile context facade', () => {
  it('gives ready photos by owner and nothing for members without one', async () => {
    const other = new TestBrowser(harness.http);
    await signIn(other, harness.smtp, 'facade@example.com');
    await upload(other, await aPng(), 'p.png', 'image/png').expect(201);
    const photo = await processed(other);
    const me = (await other.get('/api/auth/me').expect(200)).body.userId as string;

    const ready = await harness.app.get(ProfilePhotos).readyOf([me, '00000000-0000-7000-8000-000000000000', 'junk']);
    expect([...ready.keys()]).toEqual([me]);
    expect(ready.get(me)).toMatchObject({ id: photo['id'], status: 'ready', url: photo['photoUrl'] });
  });

  it('takes a photo as bytes too, and names where it will be served before it is ready', async () => {
    const owner = new TestBrowser(harness.http);
    await signIn(owner, harness.smtp, 'bytes@example.com');
    const me = (await owner.get('/api/auth/me').expect(200)).body.userId as string;
    const accepted = await harness.app.get(ProfilePhotos).upload(me, await aJpegWithGps({ width: 800, height: 600 }));
    expect(accepted).toMatchObject({ status: 'uploaded', url: null });
    expect(accepted.photoPath).toMatch(/^[\w-]{32}\/photo\.jpg$/);
    expect(accepted.thumbnailPath).toBe(accepted.photoPath.replace('photo.jpg', 'thumb.jpg'));
    await new TestBrowser(harness.http).get(`${mediaBasePath}${accepted.photoPath}`).expect(404);

    const photo = await processed(owner);
    expect(photo['photoUrl']).toBe(`${mediaBasePath}${accepted.photoPath}`);
    const { metadata } = await fetchImage(`${mediaBasePath}${accepted.photoPath}`);
    expect(metadata.exif).toBeUndefined();
  });
});
