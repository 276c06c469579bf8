/**
 * The profile context: profiles, interests, vibe-check answers and experience registrations.
 * Photos and prompt videos come from the media context. Other contexts read several members'
 * logistics and public cards through `MemberProfiles`. The api imports `ProfileModule`; the worker
 * and other contexts' core modules `ProfileCoreModule`.
 */
export { ProfileModule } from './profile.module.js';
export { ProfileCoreModule } from './profile-core.module.js';
export { profileContext } from './profile.context.js';
export { profileDatabase } from './infrastructure/profile.database.js';
export { type MatchingProfile, MemberProfiles, type PublicProfileCard } from './application/member-profiles.js';
