/**
 * The member's own profile (spec 1 §2.5): /me and the profile settings at /settings, with the
 * photo upload modal, the locked-field dialog and the Halloween picks section.
 */
export { MyProfilePage } from './routes/my-profile-page';
export { ProfileSettingsPage, changesFor } from './routes/profile-settings-page';
export { PhotoUploadModal } from './components/photo-upload-modal';
export { LockedFieldDialog } from './components/locked-field-dialog';
export { HalloweenPicks, halloweenProgramId } from './components/halloween-picks';
export { ProfileVideos } from './components/profile-videos';
export { saveErrorMessage, settingsMessages } from './model/save-error';
export { useOwnProfile } from './hooks/use-own-profile';
