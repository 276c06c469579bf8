import { Module } from '@nestjs/common';
import type { Clock } from '@ember/kernel';
import { MediaCoreModule } from '@ember/media';
import { APP_CONFIG, type AppConfig, CLOCK, useCase } from '@ember/platform';
import { MarkDemoMemberUseCase } from './application/mark-demo-member.use-case.js';
import { MemberPhotos } from './application/member-photos.port.js';
import { MemberProfiles } from './application/member-profiles.js';
import { MemberVideos } from './application/member-videos.port.js';
import { MemberVisibility } from './application/member-visibility.js';
import { PROFILE_SETTINGS, type ProfileSettings } from './application/profile-settings.js';
import { VisibilityRecords } from './application/visibility-records.port.js';
import { InterestRepository } from './domain/interest.repository.js';
import { ProfileRepository } from './domain/profile.repository.js';
import { MediaEventsSubscriber } from './infrastructure/media-events.subscriber.js';
import { MediaMemberPhotos } from './infrastructure/media-member-photos.js';
import { MediaMemberVideos } from './infrastructure/media-member-videos.js';
import { SqlInterestRepository } from './infrastructure/sql-interest.repository.js';
import { SqlProfileRepository } from './infrastructure/sql-profile.repository.js';
import { SqlVisibilityRecords } from './infrastructure/sql-visibility-records.js';

/** The host names of the web app's origins: an AI answer naming one is the prompt pasted back. */
function hostNamesOf(config: AppConfig): string[] {
  const hosts = config.corsOrigins.flatMap((origin) => {
    try {
      return [new URL(origin).hostname];
    } catch {
      return [];
    }
  });
  return [...new Set(hosts)].filter((host) => host !== 'localhost' && host !== '127.0.0.1');
}

/**
 * Profiles without HTTP, for the worker and other contexts' core modules: settings, the profile
 * and interest tables, members' photos and videos from media, `MemberProfiles`, and the browse
 * read model's writers (`MemberVisibility`, and the media events it follows, in every process).
 */
@Module({
  imports: [MediaCoreModule],
  providers: [
    {
      provide: PROFILE_SETTINGS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ProfileSettings => ({
        visibleFrom: config.MEMBERS_VISIBLE_FROM,
        photoBaseUrl: config.PROFILE_PHOTO_BASE_URL,
        supportEmail: config.SUPPORT_EMAIL,
        hostNames: hostNamesOf(config),
      }),
    },
    { provide: ProfileRepository, useClass: SqlProfileRepository },
    { provide: InterestRepository, useClass: SqlInterestRepository },
    { provide: MemberPhotos, useClass: MediaMemberPhotos },
    { provide: MemberVideos, useClass: MediaMemberVideos },
    { provide: VisibilityRecords, useClass: SqlVisibilityRecords },
    useCase(MemberProfiles, [
      ProfileRepository,
      InterestRepository,
      MemberVideos,
      MemberPhotos,
      PROFILE_SETTINGS,
      CLOCK,
      VisibilityRecords,
    ]),
    useCase(MemberVisibility, [VisibilityRecords, MemberVideos, MemberPhotos]),
    {
      provide: MarkDemoMemberUseCase,
      inject: [ProfileRepository, CLOCK, APP_CONFIG],
      useFactory: (profiles: ProfileRepository, clock: Clock, config: AppConfig) =>
        new MarkDemoMemberUseCase(profiles, clock, config.NODE_ENV !== 'production'),
    },
    MediaEventsSubscriber,
  ],
  exports: [
    PROFILE_SETTINGS,
    ProfileRepository,
    InterestRepository,
    MemberPhotos,
    MemberVideos,
    MemberProfiles,
    MemberVisibility,
    MarkDemoMemberUseCase,
  ],
})
export class ProfileCoreModule {}
