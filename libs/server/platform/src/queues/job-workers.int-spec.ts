import { expect, it } from '@jest/globals';
import { MailOutbox } from '../mail/mail-outbox.js';
import { startTestApp } from '../testing/test-app.js';

it('finishes the job in hand before the worker shuts down', async () => {
  const harness = await startTestApp({ contexts: [], smtpAcceptDelayMs: 1_500 });
  try {
    await harness.app.get(MailOutbox).send({ to: 'late@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    // Shut down while the SMTP server holds the message it is being sent: the close must wait for it.
    await harness.smtp.messageHeld();
    expect(harness.smtp.received).toEqual([]);
    const deliveredWhenClosed = await harness.app.close().then(() => harness.smtp.received.map((mail) => mail.subject));
    expect(deliveredWhenClosed).toEqual(['Hello']);
  } finally {
    await harness.smtp.stop();
    await harness.database.drop();
  }
});
