import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import S3rver from '@20minutes/s3rver';
import type { MediaStorage } from '../application/media-storage.port.js';
import { LocalDirectoryStorage } from './local-directory.storage.js';
import { S3Storage } from './s3.storage.js';

// Uploads, processing and app boots take seconds; the root run's default is 5 s.
jest.setTimeout(60_000);

// One contract, two adapters: the local directory, and S3 spoken to a real S3-protocol server
// on loopback (s3rver checks the SDK's request signatures like S3 does).
let scratch: string;
let s3rver: S3rver;
let s3Endpoint: string;
const bucket = 'ember-media';

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'ember-storage-contract-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(scratch, 's3rver'),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await s3rver.run()) as { port: number };
  s3Endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3rver?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let counter = 0;
async function localFile(content: string): Promise<string> {
  const path = join(scratch, `upload-${++counter}`);
  await writeFile(path, content);
  return path;
}

const adapters: [string, () => MediaStorage][] = [
  ['local directory', () => new LocalDirectoryStorage(join(scratch, 'local'))],
  [
    'S3',
    () =>
      new S3Storage({
        bucket,
        region: 'us-east-1',
        endpoint: s3Endpoint,
        forcePathStyle: true,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
  ],
];

describe.each(adapters)('%s storage', (_, create) => {
  let storage: MediaStorage;
  const content = 'The quick brown fox jumps over the lazy dog.';

  beforeAll(() => {
    storage = create();
  });

  it('takes a local file in: the source is gone, the object has its size and bytes', async () => {
    const source = await localFile(content);
    await storage.put('videos/token-a/video.mp4', source, 'video/mp4');
    await expect(stat(source)).rejects.toThrow(/ENOENT/);
    expect(await storage.stat('videos/token-a/video.mp4')).toEqual({ size: content.length });
    expect(await text(await storage.read('videos/token-a/video.mp4'))).toBe(content);
  });

  it('reads a byte range, inclusive at both ends', async () => {
    expect(await text(await storage.read('videos/token-a/video.mp4', { start: 4, end: 8 }))).toBe('quick');
    expect(await text(await storage.read('videos/token-a/video.mp4', { start: 40, end: 43 }))).toBe('dog.');
  });

  it('copies an object to a local file for processing', async () => {
    const target = join(scratch, `download-${++counter}`);
    await storage.download('videos/token-a/video.mp4', target);
    expect(await readFile(target, 'utf8')).toBe(content);
  });

  it('names a local file holding the object, or none when the object is remote', async () => {
    const path = storage.localPath('videos/token-a/video.mp4');
    if (path !== null) expect(await readFile(path, 'utf8')).toBe(content);
    expect(path === null).toBe(storage instanceof S3Storage);
  });

  it('replaces an object put again under the same key (a retried job)', async () => {
    await storage.put('videos/token-a/video.mp4', await localFile('second version'), 'video/mp4');
    expect(await text(await storage.read('videos/token-a/video.mp4'))).toBe('second version');
  });

  it('knows nothing of keys never put, and fails to read them', async () => {
    expect(await storage.stat('videos/token-a/poster.jpg')).toBeNull();
    await expect(storage.read('videos/token-missing/video.mp4')).rejects.toThrow();
  });

  it('deletes objects, missing ones included, and nothing else', async () => {
    await storage.put('photos/token-b/photo.jpg', await localFile('photo'), 'image/jpeg');
    await storage.put('photos/token-b/thumb.jpg', await localFile('thumb'), 'image/jpeg');
    await storage.delete(['photos/token-b/photo.jpg', 'photos/token-b/original']);
    expect(await storage.stat('photos/token-b/photo.jpg')).toBeNull();
    expect(await storage.stat('photos/token-b/thumb.jpg')).toEqual({ size: 5 });
    await storage.delete([]);
    await storage.delete(['photos/token-b/thumb.jpg']);
    expect(await storage.stat('photos/token-b/thumb.jpg')).toBeNull();
  });

  it('refuses keys that would leave the store', async () => {
    const source = await localFile('escape');
    await expect(storage.put('../outside', source, 'text/plain')).rejects.toThrow(/invalid storage key/);
    await expect(storage.stat('videos/../../etc/passwd')).rejects.toThrow(/invalid storage key/);
    await expect(storage.delete(['/etc/passwd'])).rejects.toThrow(/invalid storage key/);
  });
});
