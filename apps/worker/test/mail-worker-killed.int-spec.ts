import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { identityContext } from '@ember/identity';
import { JobProducer, MailOutbox } from '@ember/platform';
import {
  type ServerProcess,
  type TestApp,
  sharedServerEnv,
  startServerProcess,
  startTestApp,
  until,
} from '@ember/platform/testing';

jest.setTimeout(60_000);

// Worker processes deliver a batch of e-mails through an SMTP relay; the first is killed (SIGKILL)
// with sends in flight (the relay holds them unanswered). The second takes over the killed worker's jobs once their locks
// lapse: every e-mail arrives, and none twice.
const lockMs = 2_000;
let harness: TestApp;
const workers: ServerProcess[] = [];

beforeAll(async () => {
  harness = await startTestApp({ contexts: [identityContext], deliverMail: false, smtpAcceptDelayMs: 100 });
}, 60_000);

afterAll(async () => {
  for (const worker of workers) worker.kill();
  await Promise.all(workers.map((worker) => worker.exited()));
  await harness?.close();
});

function startWorker(): Promise<ServerProcess> {
  return startServerProcess(
    'apps/worker/src/main.ts',
    {
      ...sharedServerEnv(harness.config),
      WORKER_LOCK_DURATION_MS: String(lockMs),
      WORKER_STALLED_INTERVAL_MS: String(lockMs / 2),
    },
    'worker started',
  ).then((worker) => {
    workers.push(worker);
    return worker;
  });
}

it('a worker killed while sending mail loses none and duplicates none', async () => {
  const outbox = harness.app.get(MailOutbox);
  const people = Array.from({ length: 12 }, (_, index) => `person${index}@example.com`);
  for (const [index, to] of people.entries())
    await outbox.send(
      { to, subject: `Hello ${index}`, text: `Message ${index}`, html: `<p>Message ${index}</p>` },
      { key: `killed-mail-${index}` },
    );

  const first = await startWorker();
  const producer = harness.app.get(JobProducer);
  const queue = producer.queue('mail.outbound');
  // Some delivered; then the relay holds what arrives, so sends are in flight, none half-answered.
  await until('the first deliveries', async () => (harness.smtp.received.length >= 2 ? true : undefined), 30_000);
  harness.smtp.hold();
  await until('sends in flight', async () => (harness.smtp.held >= 2 ? true : undefined), 30_000);
  // The worker has taken every answer sent before the hold: each accepted message's job is done.
  await until('the accepted sends to complete', async () =>
    (await queue.getCompletedCount()) >= harness.smtp.received.length ? true : undefined,
  );
  expect(await queue.getActiveCount()).toBeGreaterThanOrEqual(2);
  first.kill();
  expect((await first.exited()).signal).toBe('SIGKILL');
  // The relay answers the dead connections' messages (once it has seen them close): their sender is
  // gone, so they count as not sent.
  // eslint-disable-next-line no-restricted-syntax -- the relay learns of a hang-up only from the socket closing
  await new Promise((wait) => setTimeout(wait, 200));
  harness.smtp.release();
  const deliveredByFirst = harness.smtp.received.length;
  expect(deliveredByFirst).toBeLessThan(people.length);

  await startWorker();
  for (const to of people) await harness.smtp.waitFor(to, 30_000);
  // Every job done means every send is answered, a second copy included.
  await until(
    'every mail job to complete',
    async () => ((await queue.getCompletedCount()) >= people.length ? true : undefined),
    30_000,
  );
  expect(await queue.getCompletedCount()).toBe(people.length);
  // waitFor takes each message it returns: anything left is a second copy.
  expect(harness.smtp.received.map((mail) => mail.envelopeTo)).toEqual([]);
  expect(await queue.getFailedCount()).toBe(0);
});
