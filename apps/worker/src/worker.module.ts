import { type DynamicModule, Module } from '@nestjs/common';
import { MatchingRoundsWorkerModule } from '@ember/matching-rounds';
import { MediaWorkerModule } from '@ember/media';
import {
  type AppConfig,
  ConfigModule,
  DatabaseModule,
  HttpPlatformModule,
  LoggingModule,
  MailModule,
  MetricsModule,
  QueuesModule,
  RedisModule,
  queueNames,
} from '@ember/platform';
import { contexts } from './contexts.js';

/** The job processors of every context, without HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(),
        DatabaseModule.forRoot(contexts),
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
        // The rounds read other contexts through their modules, whose constructors register error maps.
        HttpPlatformModule,
        MediaWorkerModule,
        MatchingRoundsWorkerModule,
      ],
    };
  }
}
