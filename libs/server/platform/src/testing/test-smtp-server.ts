import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail extends Email {
  envelopeTo: string[];
}

/** A real SMTP server in the test process: messages arrive over the wire and are parsed. */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  private readonly waiters: Array<() => void> = [];
  private readonly holdWaiters: Array<() => void> = [];
  /** Messages read in full and not yet accepted (held for `acceptDelayMs`). */
  private holding = 0;
  private server?: SMTPServer;

  /** `acceptDelayMs` holds each message before accepting it, to test work in flight. */
  constructor(private readonly acceptDelayMs = 0) {}

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          PostalMime.parse(Buffer.concat(chunks))
            .then((email) => {
              this.holding += 1;
              this.holdWaiters.splice(0).forEach((wake) => wake());
              setTimeout(() => {
                this.holding -= 1;
                this.received.push({ ...email, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
                this.waiters.splice(0).forEach((wake) => wake());
                callback();
              }, this.acceptDelayMs);
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  /** Resolves once a message has arrived in full and is being held before its acceptance. */
  async messageHeld(timeoutMs = 10_000): Promise<void> {
    if (this.holding > 0) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no message arrived within ${timeoutMs} ms`)), timeoutMs);
      this.holdWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Resolves with the next message for the address (or one already received and not yet taken). */
  async waitFor(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex(
        (mail) => mail.envelopeTo.includes(to.toLowerCase()) || mail.envelopeTo.includes(to),
      );
      if (index >= 0) return this.received.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
