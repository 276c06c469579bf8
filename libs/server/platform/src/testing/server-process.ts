import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../../..');

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Everything it printed so far (JSON log lines). */
  output(): string;
  /** Sends a signal to the process alone, as a container runtime sends SIGTERM to its first process. */
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL to it and its children (its ffmpeg): the container dies. */
  kill(): void;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * An entry point of the repository (`apps/worker/src/main.ts`, `apps/api/src/main.ts`) run from
 * its TypeScript sources in a process of its own, leading its own process group; resolves once it
 * has printed `ready`.
 */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  ready: string,
  timeoutMs = 45_000,
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--conditions=ember-source', '--import', '@swc-node/register/esm-register', entry],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env },
    },
  );
  let output = '';
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  await new Promise<void>((started, fail) => {
    const timer = setTimeout(() => fail(new Error(`${entry} did not start:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        started();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exit.then(({ code }) => fail(new Error(`${entry} exited (${code}):\n${output}`)));
  });
  return {
    child,
    output: () => output,
    signal(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
    },
    exited: () => exit,
  };
}

/** What a server process needs to share the test app's PostgreSQL, Redis (and prefix) and SMTP. */
export function sharedServerEnv(config: {
  DATABASE_URL: string;
  REDIS_URL: string;
  REDIS_PREFIX: string;
  SMTP_URL: string;
  SESSION_SECRET: string;
}): Record<string, string> {
  const { DATABASE_URL, REDIS_URL, REDIS_PREFIX, SMTP_URL, SESSION_SECRET } = config;
  return { DATABASE_URL, REDIS_URL, REDIS_PREFIX, SMTP_URL, SESSION_SECRET };
}
