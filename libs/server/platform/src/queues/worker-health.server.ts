import { type Server, createServer } from 'node:http';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  Optional,
} from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { JobWorkers } from './job-workers.js';

/**
 * Probes for the worker, which has no HTTP surface of its own: when WORKER_HEALTH_PORT is set,
 * `/health/live` answers while the process runs and `/health/ready` while every queue worker runs
 * and its Redis and PostgreSQL answer.
 */
@Injectable()
export class WorkerHealthServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(WorkerHealthServer.name);
  private server?: Server;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly workers: JobWorkers,
    @Optional() private readonly orm?: MikroORM,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.WORKER_HEALTH_PORT;
    if (port === undefined) return;
    this.server = createServer((request, response) => {
      void this.answer(request.url ?? '/').then(({ status, body }) => {
        response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, this.config.API_HOST, resolve));
    this.logger.log(`health on port ${port}`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async answer(url: string): Promise<{ status: number; body: object }> {
    if (url === '/health/live') return { status: 200, body: { status: 'ok' } };
    if (url !== '/health/ready') return { status: 404, body: { status: 'not found' } };
    const checks = {
      queues: await probe(() => this.workers.checkRunning()),
      postgres: await probe(() => (this.orm ? this.orm.em.getConnection().execute('select 1') : Promise.resolve())),
    };
    const ready = Object.values(checks).every((check) => check.status === 'up');
    return { status: ready ? 200 : 503, body: { status: ready ? 'ok' : 'error', checks } };
  }
}

async function probe(check: () => Promise<unknown>): Promise<{ status: 'up' | 'down'; message?: string }> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 1500 ms')), 1_500).unref()),
    ]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', message: (error as Error).message };
  }
}
