import { type DynamicModule, Module } from '@nestjs/common';
import { AnalyticsModule } from '@ember/analytics';
import { contextDatabases, contextErrorMaps } from '@ember/contexts';
import { HostingModule } from '@ember/hosting';
import { IdentityModule } from '@ember/identity';
import { InvitesModule } from '@ember/invites';
import { MatchingRoundsModule } from '@ember/matching-rounds';
import { MediaModule } from '@ember/media';
import { MessagingModule } from '@ember/messaging';
import { ModerationModule } from '@ember/moderation';
import { PaymentsModule } from '@ember/payments';
import {
  type AppConfig,
  ConfigModule,
  DatabaseModule,
  HealthModule,
  HttpPlatformModule,
  LoggingModule,
  MailModule,
  MetricsModule,
  QueuesModule,
  RedisModule,
} from '@ember/platform';
import { ProfileModule } from '@ember/profile';
import { ProgramsModule } from '@ember/programs';
import { QueueBoardController } from './queue-board.controller.js';

/** The HTTP application: platform services plus every context's HTTP surface. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(),
        DatabaseModule.forRoot(contextDatabases),
        RedisModule,
        QueuesModule,
        MailModule,
        HttpPlatformModule.forRoot(contextErrorMaps),
        HealthModule,
        MetricsModule,
        IdentityModule,
        AnalyticsModule,
        InvitesModule,
        ProgramsModule,
        ProfileModule,
        MediaModule,
        MatchingRoundsModule,
        PaymentsModule,
        HostingModule,
        MessagingModule,
        ModerationModule,
      ],
      controllers: [QueueBoardController],
    };
  }
}
