// The own-profile chunk: /me, /settings and /interests.
export { MyProfilePage, ProfileSettingsPage } from '@ember/web-profile';
export { InterestsPage } from '@ember/interests';
