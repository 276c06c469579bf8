/**
 * The media context: profile photos and prompt videos, from upload to served files.
 *
 * - The api imports `MediaModule`; the worker imports `MediaWorkerModule`; other contexts' modules
 *   import `MediaCoreModule` (no HTTP); the entry points list `mediaContext`.
 * - The profile context uses `ProfilePhotos` (upload a photo from a multipart request, read the
 *   current or ready photos), `MemberVideos` (ready videos per member, the discoverability rule)
 *   and `MediaUploadInterceptor` (streams the multipart file to disk with the media limits).
 * - The moderation context uses `MediaReview` (the content review queue; approve or remove media).
 * - `MediaEvents`: subscribe to learn when a member's ready videos or photo may have changed.
 */
export { MediaModule } from './media.module.js';
export { MediaWorkerModule } from './media-worker.module.js';
export { MediaCoreModule } from './media-core.module.js';
export { mediaContext } from './media.context.js';
export { mediaDatabase } from './infrastructure/media.database.js';
export { type AcceptedPhoto, ProfilePhotos, mediaBasePath } from './application/profile-photos.js';
export { MemberVideos, type ReadyVideo } from './application/member-videos.js';
export { MediaReview, type ReviewedMedia } from './application/media-review.js';
export { type MediaChange, type MediaChangeListener, MediaEvents } from './application/media-events.js';
export type { IncomingFile } from './application/incoming-files.port.js';
export type { MediaView, VideoView } from './application/media-view.js';
export { MediaUploadInterceptor } from './http/media-upload.interceptor.js';
export { type Prompt, type PromptType, prompts } from './domain/prompt.catalogue.js';
