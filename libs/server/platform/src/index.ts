export { APP_CONFIG, type AppConfig, ConfigError, loadConfig, loadConfigOrExit } from './config/app-config.js';
export { CLOCK } from './config/clock.provider.js';
export { ConfigModule } from './config/config.module.js';
export { envSchema, type Env } from './config/env.schema.js';

export type { ServerContext } from './context/server-context.js';
export type { ContextDatabase } from './database/context-database.js';
export { type ForeignKeyOptions, foreignKey } from './database/foreign-key.js';
export { DatabaseModule } from './database/database.module.js';
export { type MigrationReport, migrateContexts, pendingMigrations, pendingSchemaChanges } from './database/migrate.js';
export { type DatabaseSettings, contextMigrationOptions, ormOptions } from './database/orm-options.js';

export { REDIS, RedisModule, createRedis } from './redis/redis.module.js';
export { type LimitOutcome, type LimitRule, RateLimiter } from './rate-limit/rate-limiter.js';

export { HandlesJob, type JobContext, type JobHandler } from './queues/job-handler.js';
export { type EnqueueOptions, JobProducer } from './queues/job-producer.js';
export { type JobName, type JobPayload, type QueueName, jobs, queueNames } from './queues/job-registry.js';
export { JobWorkers } from './queues/job-workers.js';
export { QueuesModule } from './queues/queues.module.js';

export { type OperatorAction, OperatorAudit } from './audit/operator-audit.js';

export { MailModule } from './mail/mail.module.js';
export { MailOutbox } from './mail/mail-outbox.js';
export type { MailAttachment, OutboundMail } from './mail/outbound-mail.js';
export { type Letter, letter } from './mail/letter.js';

export { apiPrefix, configureHttpApp } from './http/configure-http-app.js';
export { RedisSocketAdapter, socketPath } from './http/redis-socket.adapter.js';
export { type UnsafeInput, findUnsafeInput, maxInputDepth } from './http/input-guards/unsafe-input.js';
export type { SocketInputRefusal } from './http/input-guards/socket-input.guard.js';
export { ErrorBody } from './http/error-body.js';
export { type ErrorStatusMap, ErrorStatusRegistry } from './http/error-status.registry.js';
export { HttpErrorFilter } from './http/http-error.filter.js';
export { HttpPlatformModule } from './http/http-platform.module.js';
export { IS_PUBLIC, Public } from './http/public.decorator.js';
export { IS_WEBHOOK, Webhook } from './http/webhook.decorator.js';
export { type RawBodyRequest } from './http/raw-body.js';
export { RequestValidationError, requestValidationPipe } from './http/request-validation.error.js';
export { isTrustedOrigin } from './http/trusted-origin.js';
export { type Dependencies, type Dependency, useCase } from './http/use-case.provider.js';

export { HealthModule } from './health/health.module.js';

export {
  formationBoundGap,
  formationDuration,
  formationPlaced,
  formationPoolSize,
  collectOnScrape,
  metricsRegistry,
  roundPhaseOverdue,
} from './metrics/metrics.js';
export { MetricsModule } from './metrics/metrics.module.js';
export { type Tracing, shutdownTracingWith, startTracing } from './observability/tracing.js';
export { LoggingModule } from './logging/logging.module.js';
