import { mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Supervisor } from './supervisor.ts';

/** Answers whether a Redis server replies to PING at host:port within a second. */
export function redisAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export const redisHelp = [
  'Ember needs Redis and found none:',
  '  - nothing answers on 127.0.0.1:6379, and',
  '  - there is no redis-server on your PATH to start one.',
  'Install Redis (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis),',
  'or run one in Docker (docker run -d -p 6379:6379 redis:7), or point REDIS_URL at a server you have.',
].join('\n');

/** REDIS_URL, else a local server on 6379, else a private redis-server started from PATH. */
export async function resolveRedis(
  given: string | undefined,
  dataDir: string,
  port: number,
  supervisor: Supervisor,
): Promise<string> {
  if (given) return given;
  if (await redisAnswers('127.0.0.1', 6379)) return 'redis://127.0.0.1:6379';
  if (spawnSync('redis-server', ['--version']).status !== 0) throw new Error(redisHelp);
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  supervisor.start('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '60 1',
    '--appendonly',
    'no',
  ]);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await redisAnswers('127.0.0.1', port)) return `redis://127.0.0.1:${port}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not answer on 127.0.0.1:${port}`);
}
