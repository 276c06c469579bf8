import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { JobWorkers } from '@ember/platform';
import { signIn } from '@ember/identity/testing';
import {
  PrivateRedis,
  type ServerProcess,
  TestBrowser,
  sharedServerEnv,
  startServerProcess,
} from '@ember/platform/testing';
import {
  type RoundsTestApp,
  type TestMember,
  aMember,
  startRoundsTestApp,
  waitFor,
} from './testing/rounds-test-app.js';

jest.setTimeout(120_000);

// Faults in the middle of a round's formation, on the test's own Redis: the formation job is held
// at its write (the test locks the groups table) while Redis restarts, or while the worker running
// it is killed (SIGKILL) and another takes over. Either way the round moves through each status
// once, forms one set of groups, and every member hears of their group once.
const redis = new PrivateRedis();
let harness: RoundsTestApp;
let admin: pg.Client;
let roundAdmin: TestBrowser;
const members: TestMember[] = [];
const workers: ServerProcess[] = [];
const names = ['Ana', 'Ben', 'Cai', 'Dee'];

beforeAll(async () => {
  harness = await startRoundsTestApp(
    { WORKER_LOCK_DURATION_MS: '3000', WORKER_STALLED_INTERVAL_MS: '1500' },
    { redisUrl: await redis.start() },
  );
  for (const [index, name] of names.entries())
    members.push(
      await aMember(harness, `${name.toLowerCase()}@example.com`, {
        firstName: name,
        sex: index % 2 === 0 ? 'female' : 'male',
      }),
    );
  roundAdmin = new TestBrowser(harness.http);
  await signIn(roundAdmin, harness.smtp, 'admin@example.com');
  admin = new pg.Client({ connectionString: harness.config.DATABASE_URL });
  await admin.connect();
}, 120_000);

afterAll(async () => {
  for (const worker of workers) worker.kill();
  await Promise.all(workers.map((worker) => worker.exited()));
  await admin?.end();
  await harness?.close();
  await redis.close();
});

/** A round of the program whose picks close in a few seconds, with every member picking every other. */
async function roundWithMutualPicks(programId: string, extra: Record<string, string> = {}): Promise<string> {
  const now = Date.now();
  const created = await roundAdmin.post('/api/rounds', {
    programId,
    picksOpenAt: new Date(now - 1_000).toISOString(),
    picksCloseAt: new Date(now + 5_000).toISOString(),
    ...extra,
  });
  expect(`${created.status} ${JSON.stringify(created.body)}`).toMatch(/^201 /);
  const roundId = created.body.id as string;
  const status = async () => (await members[0]!.browser.get(`/api/rounds/${roundId}`).expect(200)).body.status;
  await waitFor(async () => (await status()) === 'collecting', 20_000, 'picks opening');
  for (const from of members)
    for (const to of members)
      if (from !== to) await from.browser.put(`/api/rounds/${roundId}/picks/${to.profileId}`, { level: 3 }).expect(200);
  return roundId;
}

/**
 * Holds every formation at its write: inserting groups waits for this transaction. Answers once a
 * formation is waiting there (its round already moved to reviewing, uncommitted), with the release.
 */
async function holdFormation(): Promise<{ waiting: Promise<void>; release: () => Promise<void> }> {
  const lock = new pg.Client({ connectionString: harness.config.DATABASE_URL });
  lock.on('error', () => undefined);
  await lock.connect();
  await lock.query('begin');
  await lock.query('lock table matching_rounds.groups in exclusive mode');
  const waiting = waitFor(
    async () => {
      const { rows } = await admin.query(
        `select count(*)::int as n from pg_locks where not granted and relation = 'matching_rounds.groups'::regclass`,
      );
      return rows[0].n > 0;
    },
    60_000,
    'a formation waiting at its write',
  );
  return {
    waiting,
    release: async () => {
      await lock.query('commit');
      await lock.end();
    },
  };
}

async function expectFormedOnce(roundId: string): Promise<void> {
  await waitFor(
    async () => (await members[0]!.browser.get(`/api/rounds/${roundId}`).expect(200)).body.status === 'reviewing',
    60_000,
    'the round to reach review',
  );
  const transitions = await admin.query(
    'select status from matching_rounds.round_transitions where round_id = $1 order by at',
    [roundId],
  );
  expect(transitions.rows.map((row) => row.status)).toEqual(['collecting', 'forming', 'reviewing']);
  const groups = await admin.query('select count(*)::int as n from matching_rounds.groups where round_id = $1', [
    roundId,
  ]);
  const memberships = await admin.query(
    'select count(*)::int as n from matching_rounds.memberships where round_id = $1',
    [roundId],
  );
  expect({ groups: groups.rows[0].n, memberships: memberships.rows[0].n }).toEqual({ groups: 1, memberships: 4 });
  for (const member of members) {
    const mails = () =>
      harness.smtp.received.filter(
        (mail) =>
          mail.envelopeTo.includes(member.email) &&
          /group is ready/.test(mail.subject ?? '') &&
          mail.text?.includes(roundId),
      );
    await waitFor(async () => mails().length > 0, 30_000, `the group mail to ${member.email}`);
    await harness.settled();
    expect({ to: member.email, mails: mails().length }).toEqual({ to: member.email, mails: 1 });
  }
}

it('Redis restarts during a formation: the round forms once, readiness 503 then 200', async () => {
  const hold = await holdFormation();
  const roundId = await roundWithMutualPicks('prog-coffee');
  await hold.waiting;
  await redis.stop();
  expect((await members[0]!.browser.get('/api/health/ready')).status).toBe(503);
  // eslint-disable-next-line no-restricted-syntax -- how long the outage lasts is the fault itself
  await new Promise((wait) => setTimeout(wait, 1_000));
  await redis.start();
  await hold.release();
  await waitFor(async () => (await members[0]!.browser.get('/api/health/ready')).status === 200, 20_000, 'readiness');
  await expectFormedOnce(roundId);
});

it('a worker killed during a formation: another worker forms the round once', async () => {
  // From here on worker processes run the rounds; the test's own processors stop.
  await harness.app.get(JobWorkers).beforeApplicationShutdown();
  const { config } = harness;
  const env = {
    ...sharedServerEnv(config),
    MEMBERS_VISIBLE_FROM: config.MEMBERS_VISIBLE_FROM.toISOString(),
    MEDIA_DIR: config.MEDIA_DIR,
    WORKER_LOCK_DURATION_MS: '2000',
    WORKER_STALLED_INTERVAL_MS: '1000',
  };
  const first = await startServerProcess('apps/worker/src/main.ts', env, 'worker started');
  workers.push(first);
  for (const member of members)
    await member.browser
      .post('/api/enrollments', {
        programId: 'prog-halloween-mystery',
        neighborhoods: ['downtown'],
        interests: ['Board games'],
        activityPreferences: ['topic-conversations'],
        canHost: false,
      })
      .expect(201);
  const hold = await holdFormation();
  // A program without time slots: its round names the evening everyone meets.
  const roundId = await roundWithMutualPicks('prog-halloween-mystery', {
    eventStartsAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
  });
  await hold.waiting;
  first.kill();
  expect((await first.exited()).signal).toBe('SIGKILL');
  await hold.release();
  workers.push(await startServerProcess('apps/worker/src/main.ts', env, 'worker started'));
  await expectFormedOnce(roundId);
});
