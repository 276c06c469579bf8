import { afterAll, beforeAll, expect, it, jest } from '@jest/globals';
import { metricsRegistry } from '@ember/platform';
import { type TestApp, TestBrowser, startTestApp } from '@ember/platform/testing';
import { AppModule } from '../../src/app.module.js';
import { contexts } from '@ember/contexts';

jest.setTimeout(60_000);

// The SMTP relay down for a while: sign-in codes requested meanwhile are answered at once (the
// mail is queued), their sends fail and are retried with backoff, and once the relay is back every
// mail goes out, each once.
let harness: TestApp;

beforeAll(async () => {
  harness = await startTestApp({ app: (config) => AppModule.forRoot(config), contexts });
});

afterAll(async () => {
  await harness?.close();
});

async function failedAttempts(): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('ember_mail_failed_total')!.get();
  return metric.values.reduce((sum, value) => sum + value.value, 0);
}

it('keeps the mails of an SMTP outage and sends each once the relay is back', async () => {
  const port = Number(new URL(harness.config.SMTP_URL).port);
  await harness.smtp.stop();
  const people = ['one@example.com', 'two@example.com', 'three@example.com'];
  for (const email of people) {
    const browser = await new TestBrowser(harness.http).open();
    await browser.post('/api/auth/magic-link/send', { email }).expect(200);
  }
  // The first attempts fail against the closed port; the relay comes back before the retries.
  const deadline = Date.now() + 10_000;
  while ((await failedAttempts()) < people.length && Date.now() < deadline)
    await new Promise((wait) => setTimeout(wait, 100));
  expect(await failedAttempts()).toBeGreaterThanOrEqual(people.length);
  expect(harness.smtp.received).toHaveLength(0);
  await harness.smtp.start(port);

  for (const email of people) {
    const mail = await harness.smtp.waitFor(email, 30_000);
    expect(mail.text).toMatch(/sign-in code is \d{6}/);
  }
  // No second copy of any of them, once the mail queue has nothing left to run.
  await harness.settled();
  expect(harness.smtp.received.filter((mail) => mail.envelopeTo.some((to) => people.includes(to)))).toEqual([]);
});
