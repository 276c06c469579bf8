import { type DynamicModule, type ForwardReference, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import type { Clock } from '@ember/kernel';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import type { ServerContext } from '../context/server-context.js';
import { DatabaseModule } from '../database/database.module.js';
import { HealthModule } from '../health/health.module.js';
import { configureHttpApp } from '../http/configure-http-app.js';
import { HttpPlatformModule } from '../http/http-platform.module.js';
import { LoggingModule } from '../logging/logging.module.js';
import { MailModule } from '../mail/mail.module.js';
import { JobProducer } from '../queues/job-producer.js';
import { QueuesModule } from '../queues/queues.module.js';
import { RedisModule } from '../redis/redis.module.js';
import { testConfig } from './test-config.js';
import { type TestDatabase, createTestDatabase } from './test-database.js';
import { clearRedisPrefix, testRedisPrefix, testRedisUrl } from './test-redis.js';
import { TestSmtpServer } from './test-smtp-server.js';
import { until } from './until.js';

type Import = Type | DynamicModule | ForwardReference;

export interface TestAppOptions {
  /** The contexts' modules under test, on top of the platform's. */
  imports?: Import[];
  /** Or a whole application module (the api's), used as it is. */
  app?: (config: AppConfig) => DynamicModule;
  /** The contexts whose tables the database gets and whose error maps the api applies. */
  contexts: readonly ServerContext[];
  /** Queues whose jobs this process runs, as the worker would (mail too, unless `deliverMail: false`). */
  queues?: readonly string[];
  /** False leaves mail in its queue for worker processes the test starts. */
  deliverMail?: boolean;
  env?: Record<string, string | undefined>;
  /** The time the app's use cases see (a FixedClock moves only when told); the system's by default. */
  clock?: Clock;
  /** Delay before the SMTP server accepts each message. */
  smtpAcceptDelayMs?: number;
  /** A database of the test's own (a private server it restarts), migrated; by default a fresh clone. */
  databaseUrl?: string;
  /** A Redis of the test's own (a private server it restarts); by default the machine's, under a fresh prefix. */
  redisUrl?: string;
}

export interface TestApp {
  app: NestExpressApplication;
  http: Server;
  config: AppConfig;
  smtp: TestSmtpServer;
  database: TestDatabase;
  /**
   * Resolves once no queue this process runs has a job waiting or running: what the test set off
   * (and whatever that enqueued in turn) is done. Jobs delayed until later are not waited for.
   * Wait on this, not on a pause, before asserting that something did not happen.
   */
  settled(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The api as it runs in production (same HTTP setup, real PostgreSQL, Redis and SMTP), with its
 * own database, Redis prefix and SMTP server, plus the worker's processors for the given queues.
 */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const smtp = new TestSmtpServer(options.smtpAcceptDelayMs);
  const smtpUrl = await smtp.start();
  const databases = options.contexts.map((context) => context.database);
  const database: TestDatabase = options.databaseUrl
    ? { url: options.databaseUrl, name: new URL(options.databaseUrl).pathname.slice(1), drop: async () => undefined }
    : await createTestDatabase(databases);
  const prefix = testRedisPrefix();
  const config = testConfig({
    DATABASE_URL: database.url,
    REDIS_URL: options.redisUrl ?? testRedisUrl(),
    REDIS_PREFIX: prefix,
    SMTP_URL: smtpUrl,
    ...options.env,
  });

  @Module({})
  class TestRootModule {}

  const queues = [...(options.deliverMail === false ? [] : ['mail.outbound']), ...(options.queues ?? [])];
  const worker =
    queues.length > 0
      ? [QueuesModule.forWorker({ concurrency: {}, queues }), MailModule.forWorker()]
      : [QueuesModule, MailModule];
  const platform = [
    ConfigModule.forRoot(config, options.clock),
    LoggingModule.forRoot(),
    DatabaseModule.forRoot(databases),
    RedisModule,
    HttpPlatformModule.forRoot(options.contexts.map((context) => context.errors)),
    HealthModule,
  ];
  const root: DynamicModule = {
    module: TestRootModule,
    imports: options.app ? [options.app(config), ...worker] : [...platform, ...worker, ...(options.imports ?? [])],
  };
  const app = await NestFactory.create<NestExpressApplication>(root, {
    bodyParser: false,
    // Webhooks verify signatures over the body as received.
    rawBody: true,
    logger: false,
    abortOnError: false,
  });
  configureHttpApp(app, config);
  await app.init();
  return {
    app,
    http: app.getHttpServer() as Server,
    config,
    smtp,
    database,
    async settled(timeoutMs = 20_000) {
      const producer = app.get(JobProducer, { strict: false });
      await until(
        `the queues ${queues.join(', ')} to settle`,
        async () => {
          const counts = await Promise.all(
            queues.map((name) =>
              producer.queue(name).getJobCounts('waiting', 'active', 'prioritized', 'waiting-children'),
            ),
          );
          return counts.every((count) => Object.values(count).every((jobs) => jobs === 0)) ? true : undefined;
        },
        timeoutMs,
      );
    },
    async close() {
      await app.close();
      await smtp.stop();
      await database.drop();
      if (!options.redisUrl) await clearRedisPrefix(prefix);
    },
  };
}
