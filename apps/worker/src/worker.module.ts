import { type DynamicModule, Module } from '@nestjs/common';
import { contextDatabases } from '@ember/contexts';
import { HostingWorkerModule } from '@ember/hosting';
import { MatchingRoundsWorkerModule } from '@ember/matching-rounds';
import { MediaWorkerModule } from '@ember/media';
import { PaymentsWorkerModule } from '@ember/payments';
import {
  type AppConfig,
  ConfigModule,
  DatabaseModule,
  LoggingModule,
  MailModule,
  MetricsModule,
  QueuesModule,
  RedisModule,
  queueNames,
} from '@ember/platform';

/**
 * The job processors of every context, without HTTP: each context's worker module builds on its
 * controller-free core modules (test/worker-module.int-spec.ts keeps it so).
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(),
        DatabaseModule.forRoot(contextDatabases),
        RedisModule,
        QueuesModule.forWorker({
          concurrency: {
            [queueNames.mail]: config.WORKER_CONCURRENCY_MAIL,
            [queueNames.mediaImage]: config.WORKER_CONCURRENCY_MEDIA_IMAGE,
            [queueNames.mediaVideo]: config.WORKER_CONCURRENCY_MEDIA_VIDEO,
            [queueNames.rounds]: config.WORKER_CONCURRENCY_ROUNDS,
          },
        }),
        MailModule.forWorker(),
        MetricsModule,
        MediaWorkerModule,
        MatchingRoundsWorkerModule,
        PaymentsWorkerModule,
        HostingWorkerModule,
      ],
    };
  }
}
