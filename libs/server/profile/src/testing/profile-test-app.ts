import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { identityContext } from '@ember/identity';
import { InvitesModule, invitesContext } from '@ember/invites';
import { MediaModule, MediaWorkerModule, mediaContext } from '@ember/media';
import { type TestApp, startTestApp } from '@ember/platform/testing';
import { ProgramsModule, programsContext } from '@ember/programs';
import { profileContext } from '../profile.context.js';
import { ProfileModule } from '../profile.module.js';

/**
 * The api with the profile context and the routes of what it builds on (identity, invites, programs, media),
 * the media processors running in-process as the worker runs them, storage in a fresh directory.
 */
export async function startProfileTestApp(
  env: Record<string, string> = {},
  queues: readonly string[] = ['media.image'],
): Promise<TestApp> {
  const root = await mkdtemp(join(tmpdir(), 'ember-profile-test-'));
  const harness = await startTestApp({
    imports: [ProfileModule, InvitesModule, ProgramsModule, MediaModule, MediaWorkerModule],
    contexts: [identityContext, invitesContext, programsContext, mediaContext, profileContext],
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
