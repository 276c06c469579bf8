import { Module } from '@nestjs/common';
import { IdentityModule } from '@ember/identity';
import { InvitesCoreModule } from '@ember/invites';
import { MediaCoreModule } from '@ember/media';
import { CLOCK, useCase } from '@ember/platform';
import { ProgramsCoreModule } from '@ember/programs';
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
import { MemberPhotos } from './application/member-photos.port.js';
import { MemberVideos } from './application/member-videos.port.js';
import { PROFILE_SETTINGS } from './application/profile-settings.js';
import { RegisterExperienceUseCase } from './application/register-experience.use-case.js';
import { RemoveInterestUseCase } from './application/remove-interest.use-case.js';
import { SaveAiResponseUseCase } from './application/save-ai-response.use-case.js';
import { UpdateInterestUseCase } from './application/update-interest.use-case.js';
import { UpdateProfilePropertyUseCase } from './application/update-profile-property.use-case.js';
import { ViewProfileQuery } from './application/view-profile.query.js';
import { ProfileSightings } from './application/profile-sightings.port.js';
import { GetPeopleFiltersQuery, SavePeopleFiltersUseCase } from './application/people-filters.use-cases.js';
import { PeopleFiltersRepository } from './domain/people-filters.repository.js';
import { SqlPeopleFiltersRepository } from './infrastructure/sql-people-filters.repository.js';
import { ExperienceRegistrationRepository } from './domain/experience-registration.repository.js';
import { InterestRepository } from './domain/interest.repository.js';
import { ProfileRepository } from './domain/profile.repository.js';
import { InterestsController } from './http/interests.controller.js';
import { ProfilesController } from './http/profiles.controller.js';
import { IdentityMemberAccounts } from './infrastructure/identity-member-accounts.js';
import { InvitesRedeemer } from './infrastructure/invites-redeemer.js';
import { ProgramsMemberEnrollments } from './infrastructure/programs-member-enrollments.js';
import { SqlBrowseCatalog } from './infrastructure/sql-browse-catalog.js';
import { SqlProfileSightings } from './infrastructure/sql-profile-sightings.js';
import { SqlExperienceRegistrationRepository } from './infrastructure/sql-experience-registration.repository.js';
import { ProfileCoreModule } from './profile-core.module.js';

/** Profiles, interests, vibe-check answers and experience registrations over HTTP; photos and videos from media. */
@Module({
  imports: [ProfileCoreModule, IdentityModule, InvitesCoreModule, ProgramsCoreModule, MediaCoreModule],
  controllers: [ProfilesController, InterestsController],
  providers: [
    { provide: ExperienceRegistrationRepository, useClass: SqlExperienceRegistrationRepository },
    { provide: MemberAccounts, useClass: IdentityMemberAccounts },
    { provide: InviteRedeemer, useClass: InvitesRedeemer },
    { provide: MemberEnrollments, useClass: ProgramsMemberEnrollments },
    { provide: BrowseCatalog, useClass: SqlBrowseCatalog },
    { provide: ProfileSightings, useClass: SqlProfileSightings },
    { provide: PeopleFiltersRepository, useClass: SqlPeopleFiltersRepository },
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
    useCase(ViewProfileQuery, [
      ProfileRepository,
      InterestRepository,
      MemberAccounts,
      MemberVideos,
      MemberPhotos,
      ProfileSightings,
      PROFILE_SETTINGS,
      CLOCK,
    ]),
    useCase(GetPeopleFiltersQuery, [PeopleFiltersRepository, CLOCK]),
    useCase(SavePeopleFiltersUseCase, [PeopleFiltersRepository, CLOCK]),
    useCase(RegisterExperienceUseCase, [ExperienceRegistrationRepository, InviteRedeemer, CLOCK]),
    useCase(ListInterestsQuery, [InterestRepository]),
    useCase(AddInterestUseCase, [ProfileRepository, InterestRepository, CLOCK]),
    useCase(UpdateInterestUseCase, [InterestRepository, CLOCK]),
    useCase(RemoveInterestUseCase, [InterestRepository]),
    useCase(SaveAiResponseUseCase, [InterestRepository, PROFILE_SETTINGS, CLOCK]),
    useCase(InterestExamplesQuery, []),
  ],
})
export class ProfileModule {}
