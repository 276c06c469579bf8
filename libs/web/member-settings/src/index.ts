/**
 * The member-area settings (spec 3 §2.9): /emberite/settings and its preview, basic info,
 * bucket list, invites, authentication and visibility screens. The videos screen belongs to
 * `@ember/videos`.
 */
export { SettingsHomePage, settingsGroups } from './routes/settings-home-page';
export { PreviewPage } from './routes/preview-page';
export { BasicInfoPage, basicInfoChanges } from './routes/basic-info-page';
export { BucketListPage } from './routes/bucket-list-page';
export { InvitesPage } from './routes/invites-page';
export { AuthSettingsPage } from './routes/auth-settings-page';
export { VisibilityPage } from './routes/visibility-page';
export { BlocksPage } from './routes/blocks-page';
export {
  blocksNewInvite,
  copyConfirmationMs,
  parseIdealAgeRange,
  settingsTexts,
  thumbnailColumns,
  tidyBucketList,
} from './model/settings-rules';
