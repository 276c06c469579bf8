import { Module } from '@nestjs/common';
import { IdentityModule } from '@ember/identity';
import { InvitesModule } from '@ember/invites';
import { MediaModule } from '@ember/media';
import { ProgramsModule } from '@ember/programs';
import { APP_CONFIG, type AppConfig, CLOCK, ErrorStatusRegistry, useCase } from '@ember/platform';
import { AddInterestUseCase } from './application/add-interest.use-case.js';
import { BrowseCatalog } from './application/browse-catalog.port.js';
import { BrowseProfilesQuery } from './application/browse-profiles.query.js';
import { CreateProfileUseCase } from './application/create-profile.use-case.js';
import { GetMyProfileQuery } from './application/get-my-profile.query.js';
import { InterestExamplesQuery } from './application/interest-examples.query.js';
import { InviteRedeemer } from './application/invite-redeemer.port.js';
import { ListInterestsQuery } from './application/list-interests.query.js';
import { MemberAccounts } from './application/member-accounts.port.js';
import { MemberEnrollments } from './application/member-enrollments.port.js';
import { MemberProfiles } from './application/member-profiles.js';
import { MemberPhotos } from './application/member-photos.port.js';
import { MemberVideos } from './application/member-videos.port.js';
import { MemberVisibility } from './application/member-visibility.js';
import { PROFILE_SETTINGS, type ProfileSettings } from './application/profile-settings.js';
import { RegisterExperienceUseCase } from './application/register-experience.use-case.js';
import { RemoveInterestUseCase } from './application/remove-interest.use-case.js';
import { SaveAiResponseUseCase } from './application/save-ai-response.use-case.js';
import { UpdateInterestUseCase } from './application/update-interest.use-case.js';
import { UpdateProfilePropertyUseCase } from './application/update-profile-property.use-case.js';
import { VisibilityRecords } from './application/visibility-records.port.js';
import { ExperienceRegistrationRepository } from './domain/experience-registration.repository.js';
import { InterestRepository } from './domain/interest.repository.js';
import { ProfileRepository } from './domain/profile.repository.js';
import { InterestsController } from './http/interests.controller.js';
import { profileErrorMap } from './http/profile.error-map.js';
import { ProfilesController } from './http/profiles.controller.js';
import { IdentityMemberAccounts } from './infrastructure/identity-member-accounts.js';
import { InvitesRedeemer } from './infrastructure/invites-redeemer.js';
import { MediaMemberPhotos } from './infrastructure/media-member-photos.js';
import { MediaMemberVideos } from './infrastructure/media-member-videos.js';
import { MediaEventsSubscriber } from './infrastructure/media-events.subscriber.js';
import { ProgramsMemberEnrollments } from './infrastructure/programs-member-enrollments.js';
import { SqlBrowseCatalog } from './infrastructure/sql-browse-catalog.js';
import { SqlExperienceRegistrationRepository } from './infrastructure/sql-experience-registration.repository.js';
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

/** Profiles, interests, vibe-check answers and experience registrations; photos and videos from media. */
@Module({
  imports: [IdentityModule, InvitesModule, ProgramsModule, MediaModule],
  controllers: [ProfilesController, InterestsController],
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
    { provide: ExperienceRegistrationRepository, useClass: SqlExperienceRegistrationRepository },
    { provide: MemberPhotos, useClass: MediaMemberPhotos },
    { provide: MemberVideos, useClass: MediaMemberVideos },
    { provide: MemberAccounts, useClass: IdentityMemberAccounts },
    { provide: InviteRedeemer, useClass: InvitesRedeemer },
    { provide: MemberEnrollments, useClass: ProgramsMemberEnrollments },
    { provide: BrowseCatalog, useClass: SqlBrowseCatalog },
    { provide: VisibilityRecords, useClass: SqlVisibilityRecords },
    useCase(CreateProfileUseCase, [
      ProfileRepository,
      InterestRepository,
      MemberAccounts,
      MemberPhotos,
      InviteRedeemer,
      CLOCK,
    ]),
    useCase(GetMyProfileQuery, [
      ProfileRepository,
      InterestRepository,
      MemberAccounts,
      MemberVideos,
      MemberPhotos,
      MemberEnrollments,
      PROFILE_SETTINGS,
      CLOCK,
    ]),
    useCase(UpdateProfilePropertyUseCase, [
      ProfileRepository,
      InterestRepository,
      MemberAccounts,
      PROFILE_SETTINGS,
      CLOCK,
    ]),
    useCase(BrowseProfilesQuery, [
      ProfileRepository,
      InterestRepository,
      BrowseCatalog,
      MemberPhotos,
      PROFILE_SETTINGS,
      CLOCK,
    ]),
    useCase(MemberVisibility, [VisibilityRecords, MemberVideos, MemberPhotos]),
    MediaEventsSubscriber,
    useCase(RegisterExperienceUseCase, [ExperienceRegistrationRepository, InviteRedeemer, CLOCK]),
    useCase(ListInterestsQuery, [InterestRepository]),
    useCase(AddInterestUseCase, [ProfileRepository, InterestRepository, CLOCK]),
    useCase(UpdateInterestUseCase, [InterestRepository, CLOCK]),
    useCase(RemoveInterestUseCase, [InterestRepository]),
    useCase(SaveAiResponseUseCase, [InterestRepository, PROFILE_SETTINGS, CLOCK]),
    useCase(InterestExamplesQuery, []),
    useCase(MemberProfiles, [
      ProfileRepository,
      InterestRepository,
      MemberVideos,
      MemberPhotos,
      PROFILE_SETTINGS,
      CLOCK,
    ]),
  ],
  exports: [MemberProfiles, MemberVisibility],
})
export class ProfileModule {
  constructor(errors: ErrorStatusRegistry) {
    errors.register(profileErrorMap);
  }
}
