import { Readable } from 'node:stream';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { FixedClock } from '@ember/kernel';
import { MediaObject, type MediaStatus } from '../domain/media-object.entity.js';
import { MediaObjectRepository } from '../domain/media-object.repository.js';
import { VideoUnreadableError } from '../domain/media.errors.js';
import { type JobAttempt, MediaProcessing, type MediaWork } from './media-processing.js';
import { MediaStorage } from './media-storage.port.js';
import { ScratchSpace } from './scratch-space.port.js';
import { MediaEvents } from './media-events.js';

/** Rows as the database keeps them: copies in, copies out, and a compare-and-set on status. */
class InMemoryMedia extends MediaObjectRepository {
  readonly rows = new Map<string, MediaObject>();
  readonly log: string[] = [];

  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? Object.assign(new MediaObject(), row) : null;
  }
  async saveTransition(media: MediaObject, from: MediaStatus) {
    const row = this.rows.get(media.id);
    if (row?.status !== from) return false;
    this.rows.set(media.id, Object.assign(new MediaObject(), media));
    this.log.push(media.status);
    return true;
  }
  async delete(media: MediaObject) {
    this.rows.delete(media.id);
  }
  findByToken = unused;
  listByOwner = unused;
  listReady = unused;
  readyVideoTypes = unused;
  replaceSlot = unused;
  awaitingReview = unused;
  saveReview = unused;
}

class InMemoryStorage extends MediaStorage {
  readonly objects = new Map<string, string>();
  async put(key: string, sourcePath: string) {
    this.objects.set(key, sourcePath);
  }
  async download(key: string) {
    if (!this.objects.has(key)) throw new Error(`no ${key}`);
  }
  localPath() {
    return null;
  }
  async stat(key: string) {
    return this.objects.has(key) ? { size: 1 } : null;
  }
  async read() {
    return Readable.from([]);
  }
  async delete(keys: readonly string[]) {
    keys.forEach((key) => this.objects.delete(key));
  }
}

class FakeScratch extends ScratchSpace {
  disposed = 0;
  async create(label: string) {
    return { file: (name: string) => `/scratch/${label}/${name}`, dispose: async () => void this.disposed++ };
  }
}

function unused(): never {
  throw new Error('not used here');
}

const clock = new FixedClock();
let media: InMemoryMedia;
let storage: InMemoryStorage;
let scratch: FakeScratch;
let processing: MediaProcessing;
let events: MediaEvents;
let told: string[];
let video: MediaObject;

const attempt = (lastAttempt = false): JobAttempt => ({ lastAttempt, progress: async () => undefined });
const transcoded: MediaWork = async () => ({ width: 1280, height: 720, durationMs: 15_000 });

beforeEach(async () => {
  media = new InMemoryMedia();
  storage = new InMemoryStorage();
  scratch = new FakeScratch();
  events = new MediaEvents();
  told = [];
  events.subscribe(async (ownerId, change) => void told.push(`${ownerId} ${change}`));
  processing = new MediaProcessing(media, storage, scratch, clock, events);
  video = MediaObject.upload({
    id: '0194b1a2-0000-7000-8000-000000000001',
    ownerId: '0194b1a2-0000-7000-8000-0000000000aa',
    kind: 'video',
    slot: 'video:fun',
    prompt: { id: 'dad_joke', type: 'fun' },
    token: 'tokentokentokentokentoken',
    contentType: 'video/webm',
    bytes: 10,
    now: clock.now(),
  });
  media.rows.set(video.id, video);
  await storage.put(video.keyOf('original'), '/incoming/upload');
});

describe('MediaProcessing', () => {
  it('stores the outputs, becomes ready and drops the original', async () => {
    await processing.run(video.id, 'video', attempt(), transcoded);
    expect(media.log).toEqual(['processing', 'ready']);
    expect([...storage.objects.keys()].sort()).toEqual([video.keyOf('poster.jpg'), video.keyOf('video.mp4')]);
    expect(media.rows.get(video.id)).toMatchObject({ status: 'ready', width: 1280, durationMs: 15_000 });
    expect(scratch.disposed).toBe(1);
    expect(told).toEqual([`${video.ownerId} videos`]);
  });

  it("tells the video's listeners again when a retry finds it ready (their first try may have failed)", async () => {
    let failing = true;
    events.subscribe(async () => {
      if (failing) throw new Error('read model down');
    });
    await expect(processing.run(video.id, 'video', attempt(), transcoded)).rejects.toThrow('read model down');
    expect(media.rows.get(video.id)?.status).toBe('ready');
    failing = false;
    await processing.run(video.id, 'video', attempt(), transcoded);
    expect(told).toEqual([`${video.ownerId} videos`, `${video.ownerId} videos`]);
  });

  it('does nothing when the job is delivered again after the media are ready', async () => {
    await processing.run(video.id, 'video', attempt(), transcoded);
    let worked = false;
    await processing.run(video.id, 'video', attempt(), async (...args) => ((worked = true), transcoded(...args)));
    expect(worked).toBe(false);
    expect(media.log).toEqual(['processing', 'ready']);
  });

  it('becomes ready once when two deliveries run at the same time', async () => {
    await Promise.all([
      processing.run(video.id, 'video', attempt(), transcoded),
      processing.run(video.id, 'video', attempt(), transcoded),
    ]);
    expect(media.log.filter((status) => status === 'ready')).toHaveLength(1);
    expect(media.rows.get(video.id)?.status).toBe('ready');
  });

  it('resumes a job whose first worker died mid-way (status already processing)', async () => {
    await media.saveTransition(Object.assign(new MediaObject(), video, { status: 'processing' }), 'uploaded');
    await processing.run(video.id, 'video', attempt(), transcoded);
    expect(media.log).toEqual(['processing', 'ready']);
  });

  it('leaves nothing behind when the media are deleted while the job runs', async () => {
    await processing.run(video.id, 'video', attempt(), async (...args) => {
      await media.delete(video);
      return transcoded(...args);
    });
    expect(storage.objects.size).toBe(0);
    expect(media.log).toEqual(['processing']);
  });

  it('skips media that no longer exist', async () => {
    await media.delete(video);
    await processing.run(video.id, 'video', attempt(), unused);
    expect(media.log).toEqual([]);
  });

  it('fails for good on an unreadable input, with its code', async () => {
    const unreadable = new VideoUnreadableError('no video stream');
    await expect(
      processing.run(video.id, 'video', attempt(), async () => {
        throw unreadable;
      }),
    ).rejects.toBe(unreadable);
    expect(media.rows.get(video.id)).toMatchObject({ status: 'failed', failureCode: 'media.video-unreadable' });
    expect(storage.objects.has(video.keyOf('original'))).toBe(true);
  });

  it('leaves other failures to the retry, and fails on the last attempt', async () => {
    const crash = async () => {
      throw new Error('ffmpeg killed by SIGSEGV');
    };
    await expect(processing.run(video.id, 'video', attempt(false), crash)).rejects.toThrow(/SIGSEGV/);
    expect(media.rows.get(video.id)?.status).toBe('processing');
    await expect(processing.run(video.id, 'video', attempt(true), crash)).rejects.toThrow(/SIGSEGV/);
    expect(media.rows.get(video.id)).toMatchObject({ status: 'failed', failureCode: 'media.processing-failed' });
    expect(scratch.disposed).toBe(2);
  });
});
