import { expect, it } from '@jest/globals';
import { MailOutbox } from '../mail/mail-outbox.js';
import { startTestApp } from '../testing/test-app.js';

it('finishes the job in hand before the worker shuts down', async () => {
  const harness = await startTestApp({ contexts: [], smtpAcceptDelayMs: 1_500 });
  let closed = false;
  try {
    await harness.app.get(MailOutbox).send({ to: 'late@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    // Wait until delivery is under way, then shut down while the SMTP server is still holding the message.
    await new Promise((resolve) => setTimeout(resolve, 700));

    const closing = harness.app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(closed).toBe(false);
    await closing;
    expect(harness.smtp.received.map((mail) => mail.subject)).toEqual(['Hello']);
  } finally {
    await harness.smtp.stop();
    await harness.database.drop();
  }
});
