/**
 * The profile context: profiles, interests, vibe-check answers and experience registrations.
 * Photos and prompt videos come from the media context. Other contexts read several members'
 * logistics and public cards through `MemberProfiles`, and tell who may be shown to whom in
 * browse through `MemberVisibility` (suspensions, blocks, rounds waited). The api imports
 * `ProfileModule`; the worker and other contexts' core modules `ProfileCoreModule`.
 */
export { ProfileModule } from './profile.module.js';
export { ProfileCoreModule } from './profile-core.module.js';
export { profileContext } from './profile.context.js';
export { profileDatabase } from './infrastructure/profile.database.js';
export {
  type MatchingProfile,
  MemberProfiles,
  type MemberReadiness,
  type PublicProfileCard,
} from './application/member-profiles.js';
export type { VisibilityGap } from './domain/visibility.js';
export { MemberVisibility } from './application/member-visibility.js';
export { MarkDemoMemberUseCase } from './application/mark-demo-member.use-case.js';
