import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobProducer } from '@ember/platform';
import { type TestBrowser, until } from '@ember/platform/testing';
import { waitUntilProcessed } from './media-test-app.js';

/** Uploads a clip as the member's fun prompt video; answers the media id. */
export async function uploadPromptVideo(member: TestBrowser, clip: Buffer): Promise<string> {
  const answer = await member
    .post('/api/videos/upload')
    .field('promptId', 'dance_move')
    .field('promptType', 'fun')
    .attach('video', clip, 'clip.mp4')
    .expect(201);
  return answer.body.id as string;
}

/**
 * Uploads a prompt video as the videos screen does and waits until the worker made it ready;
 * answers its id. Fails when processing fails.
 */
export async function uploadReadyVideo(
  browser: TestBrowser,
  clip: Buffer,
  prompt: { id: string; type: 'fun' | 'useful' | 'daily' },
): Promise<string> {
  const upload = await browser
    .post('/api/videos/upload')
    .field('location', 'CA:ON:Toronto')
    .field('promptId', prompt.id)
    .field('promptType', prompt.type)
    .attach('video', clip, { filename: 'clip.webm', contentType: 'video/webm' })
    .expect(201);
  const id = upload.body.id as string;
  const done = await waitUntilProcessed(browser, `/api/videos/${id}`);
  if (done['status'] !== 'ready') throw new Error(`video ${id} ended ${String(done['status'])}`);
  return id;
}

/** Resolves once a worker holds the video's transcode and ffmpeg has reported progress (below `below`). */
export function transcodeUnderway(app: INestApplicationContext, mediaId: string, below = 100): Promise<number> {
  const producer = app.get(JobProducer);
  return until('transcoding progress', async () => {
    const job = await producer.inspect('media.transcode-video', { mediaId }).catch(() => null);
    return job?.state === 'active' && job.progress > 0 && job.progress < below ? job.progress : undefined;
  });
}

/** The statuses the media object went through, in order. */
export async function statusHistory(app: INestApplicationContext, mediaId: string): Promise<string[]> {
  const rows = await app
    .get(EntityManager)
    .fork()
    .execute<{ status: string }[]>('select status from media.status_changes where media_id = ? order by changed_at', [
      mediaId,
    ]);
  return rows.map((row) => row.status);
}
