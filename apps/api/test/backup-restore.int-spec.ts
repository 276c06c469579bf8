import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { signIn } from '@ember/identity/testing';
import {
  type TestApp,
  type TestDatabase,
  TestBrowser,
  createEmptyTestDatabase,
  startTestApp,
} from '@ember/platform/testing';
import { AppModule } from '../src/app.module.js';
import { contexts } from '@ember/contexts';

// The restore procedure of docs/deployment.md, with the very scripts the nightly backup CronJob
// runs (k8s/components/backup) and the machine's pg_dump and pg_restore: a database the api wrote
// is dumped, restored into an empty one, and an api on the copy serves what the first one stored,
// down to the member's session.
const run = promisify(execFile);
const scripts = resolve(import.meta.dirname, '../../../k8s/components/backup');
let original: TestApp;
let restoredApp: TestApp | undefined;
let restored: TestDatabase;
let dumps: string;

beforeAll(async () => {
  dumps = await mkdtemp(join(tmpdir(), 'ember-backup-'));
  original = await startTestApp({ app: (config) => AppModule.forRoot(config), contexts });
  restored = await createEmptyTestDatabase();
});

afterAll(async () => {
  await restoredApp?.close();
  await original?.close();
  await restored?.drop();
  if (dumps) await rm(dumps, { recursive: true, force: true });
});

it('restores a nightly dump into a fresh database that the api reads as it was', async () => {
  const member = new TestBrowser(original.http);
  await signIn(member, original.smtp, 'restored@example.com');
  await member
    .post('/api/users/updateUserProperty', { changes: [{ field: 'bucketList', value: ['Kayak the Bay'] }] })
    .expect(200);

  const backup = await run('sh', [join(scripts, 'backup.sh')], {
    env: { ...process.env, BACKUP_DIR: dumps, DATABASE_URL: original.config.DATABASE_URL },
  });
  expect(backup.stdout).toMatch(/backup: .*ember-\d{8}T\d{6}Z\.dump \(\d+ bytes\)/);
  const [dump] = await readdir(dumps);
  await run('sh', [join(scripts, 'restore.sh'), join(dumps, dump!), restored.url]);

  restoredApp = await startTestApp({
    app: (config) => AppModule.forRoot(config),
    contexts,
    env: { DATABASE_URL: restored.url },
  });
  // Written after the dump: the original has it, the copy must not.
  await member
    .post('/api/users/updateUserProperty', { changes: [{ field: 'bucketList', value: ['Kayak the Bay', 'Later'] }] })
    .expect(200);
  // The member's session cookie from before the dump: the copy knows the session too.
  const onCopy = new TestBrowser(restoredApp.http);
  const cookie = member.cookie('ember_session');
  const response = await onCopy.agent
    .get('/api/users/currentUser')
    .set('Cookie', `ember_session=${cookie}`)
    .expect(200);
  expect(response.body).toMatchObject({ id: 'restored@example.com', bucketList: ['Kayak the Bay'] });
}, 120_000);
