import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IdentityModule, identityContext } from '@ember/identity';
import type { ServerContext } from '@ember/platform';
import { type TestApp, type TestBrowser, startTestApp } from '@ember/platform/testing';
import { mediaContext } from '../media.context.js';
import { MediaWorkerModule } from '../media-worker.module.js';
import { MediaModule } from '../media.module.js';

export interface MediaTestApp extends TestApp {
  /** The local storage directory of this app. */
  mediaDir: string;
}

/**
 * The api with the media context and, unless `worker: false`, the media processors running
 * in-process as the worker runs them; storage in a fresh local directory. `contexts`: further
 * contexts' tables, for a real worker whose media events reach them.
 */
export async function startMediaTestApp(
  options: {
    env?: Record<string, string | undefined>;
    worker?: boolean;
    redisUrl?: string;
    contexts?: readonly ServerContext[];
  } = {},
): Promise<MediaTestApp> {
  const root = await mkdtemp(join(tmpdir(), 'ember-media-test-'));
  const mediaDir = join(root, 'store');
  const worker = options.worker ?? true;
  const harness = await startTestApp({
    imports: [IdentityModule, MediaModule, ...(worker ? [MediaWorkerModule] : [])],
    contexts: [identityContext, mediaContext, ...(options.contexts ?? [])],
    queues: worker ? ['media.image', 'media.video'] : [],
    env: { MEDIA_DIR: mediaDir, MEDIA_WORK_DIR: join(root, 'work'), ...options.env },
    redisUrl: options.redisUrl,
  });
  return {
    ...harness,
    mediaDir,
    async close() {
      await harness.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Polls a video or photo answer until its status is final; returns the last answer. */
export async function waitUntilProcessed(
  browser: TestBrowser,
  path: string,
  pick: (body: Record<string, unknown>) => Record<string, unknown> | null = (body) => body,
  timeoutMs = 60_000,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await browser.get(path);
    const item = response.status === 200 ? pick(response.body as Record<string, unknown>) : null;
    if (item && (item['status'] === 'ready' || item['status'] === 'failed')) return item;
    if (Date.now() > deadline) throw new Error(`${path} not processed within ${timeoutMs} ms: ${JSON.stringify(item)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
