import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityDatabase } from '@ember/identity';
import { invitesDatabase } from '@ember/invites';
import { MediaWorkerModule, mediaDatabase } from '@ember/media';
import { type TestApp, startTestApp } from '@ember/platform/testing';
import { programsDatabase } from '@ember/programs';
import { profileDatabase } from '../infrastructure/profile.database.js';
import { ProfileModule } from '../profile.module.js';

/**
 * The api with the profile context and what it builds on (identity, invites, programs, media),
 * the media processors running in-process as the worker runs them, storage in a fresh directory.
 */
export async function startProfileTestApp(
  env: Record<string, string> = {},
  queues: readonly string[] = ['media.image'],
): Promise<TestApp> {
  const root = await mkdtemp(join(tmpdir(), 'ember-profile-test-'));
  const harness = await startTestApp({
    imports: [ProfileModule, MediaWorkerModule],
    contexts: [identityDatabase, invitesDatabase, programsDatabase, mediaDatabase, profileDatabase],
    queues,
    env: { MEDIA_DIR: join(root, 'store'), MEDIA_WORK_DIR: join(root, 'work'), ...env },
  });
  return {
    ...harness,
    async close() {
      await harness.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
