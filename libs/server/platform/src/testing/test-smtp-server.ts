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
  private gate?: { opened: Promise<void>; open: () => void };
  private heldCount = 0;

  /** `acceptDelayMs` holds each message before accepting it, to test work in flight. */
  constructor(private readonly acceptDelayMs = 0) {}

  /** Holds every message that arrives from now on before answering it, until `release`. */
  hold(): void {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    this.gate = { opened, open };
  }

  /** Messages held so far, their senders waiting for an answer. */
  get held(): number {
    return this.heldCount;
  }

  release(): void {
    this.gate?.open();
    this.gate = undefined;
  }

  /** Starts listening (again, after `stop`, on the same port for a server that was down a while). */
  async start(port = 0): Promise<string> {
    // A message counts as delivered when the server answers 250; a client that hangs up first (a
    // worker killed mid-send) has delivered nothing, and sends it again (same Message-ID) on retry.
    const hungUp = new Set<string>();
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onClose: (session) => hungUp.add(session.id),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', callback);
        stream.on('end', () => {
          const gate = this.gate;
          if (gate) this.heldCount += 1;
          PostalMime.parse(Buffer.concat(chunks))
            .then(async (email) => {
              this.holding += 1;
              this.holdWaiters.splice(0).forEach((wake) => wake());
              if (gate) await gate.opened;
              setTimeout(() => {
                this.holding -= 1;
                if (hungUp.has(session.id)) return callback();
                this.received.push({ ...email, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
                this.waiters.splice(0).forEach((wake) => wake());
                callback();
              }, this.acceptDelayMs);
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const { port: listening } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${listening}`;
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
    return this.take(to, () => true, timeoutMs);
  }

  /** The next message for the address with this subject; other messages stay to be taken. */
  async waitForSubject(to: string, subject: string, timeoutMs = 10_000): Promise<ReceivedMail> {
    return this.take(to, (mail) => mail.subject === subject, timeoutMs);
  }

  private async take(to: string, wanted: (mail: ReceivedMail) => boolean, timeoutMs: number): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex(
        (mail) => (mail.envelopeTo.includes(to.toLowerCase()) || mail.envelopeTo.includes(to)) && wanted(mail),
      );
      if (index >= 0) return this.received.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching mail for ${to} within ${timeoutMs} ms`);
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
