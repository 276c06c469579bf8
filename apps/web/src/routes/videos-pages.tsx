// The videos chunk: /emberite/settings/videos with its recorder and uploads.
export { VideosSettingsPage } from '@ember/videos';
