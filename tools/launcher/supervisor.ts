import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const colours = [36, 35, 33, 32, 34, 31, 90];

/**
 * Runs the platform's processes: output prefixed by name, each in its own process group so a
 * stop reaches its children (npm → vite), and one failure stops everything.
 */
export class Supervisor {
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;
  private readonly onCrash: (name: string, code: number | null) => void;

  constructor(onCrash: (name: string, code: number | null) => void) {
    this.onCrash = onCrash;
  }

  start(
    name: string,
    command: string,
    args: string[],
    options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
  ): ChildProcess {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const colour = colours[this.children.size % colours.length];
    const prefix = `\u001b[${colour}m${name.padEnd(7)}\u001b[0m│ `;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
    }
    child.on('exit', (code) => {
      this.children.delete(name);
      if (!this.stopping) this.onCrash(name, code);
    });
    this.children.set(name, child);
    return child;
  }

  /** Runs a command to completion (a build, migrations), with the same prefixed output. */
  run(
    name: string,
    command: string,
    args: string[],
    options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, {
        cwd: options.cwd,
        env: { ...process.env, ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const prefix = `\u001b[90m${name.padEnd(7)}\u001b[0m│ `;
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream! }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
      }
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code})`))));
    });
  }

  /** SIGTERM to every process group, newest first; SIGKILL for whatever is left after the grace period. */
  async stopAll(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    const running = [...this.children.entries()].reverse();
    await Promise.all(
      running.map(
        ([, child]) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            const timer = setTimeout(() => signal(child, 'SIGKILL'), graceMs);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            signal(child, 'SIGTERM');
          }),
      ),
    );
  }
}

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, name);
  } catch {
    child.kill(name);
  }
}
