import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * A redis-server of the test's own, on a free port with its data in a temporary directory (an
 * append-only file written at every command, as a production Redis with persistence keeps it), for
 * tests that stop and restart Redis: never the machine's shared server.
 */
export class PrivateRedis {
  private process?: ChildProcess;
  private dir?: string;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<string> {
    this.dir ??= await mkdtemp(join(tmpdir(), 'ember-redis-'));
    if (this.port === 0) this.port = await freePort();
    const server = spawn(
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
      ],
      { stdio: 'ignore' },
    );
    this.process = server;
    const deadline = Date.now() + 10_000;
    while (!(await answers(this.port))) {
      if (server.exitCode !== null) throw new Error(`redis-server exited (${server.exitCode}) on port ${this.port}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${this.port}`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
    return this.url;
  }

  /** Stops the server (SIGTERM, as a restart does; SIGKILL for a crash) and waits until it is gone. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const server = this.process;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill(signal);
    await exited;
  }

  async restart(downMs = 0): Promise<void> {
    await this.stop();
    if (downMs > 0) await new Promise((wait) => setTimeout(wait, downMs));
    await this.start();
  }

  async close(): Promise<void> {
    await this.stop();
    if (this.dir) await rm(this.dir, { recursive: true, force: true });
  }
}
