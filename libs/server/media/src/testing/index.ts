export {
  type ImageOptions,
  type Probe,
  type VideoOptions,
  aHeic,
  aJpegWithGps,
  aPixelBomb,
  aPng,
  aVideo,
  aWebp,
  hasGpsExif,
  probe,
} from './media-fixtures.js';
export { type MediaTestApp, startMediaTestApp, waitUntilProcessed } from './media-test-app.js';
export { statusHistory, transcodeUnderway, uploadPromptVideo, uploadReadyVideo } from './prompt-videos.js';
// The processors' settings, for the benchmark to run raw sharp and ffmpeg the same way.
export { transcodeArguments } from '../infrastructure/ffmpeg-video-transcoder.js';
export { photoSettings } from '../infrastructure/sharp-image-compressor.js';
export { type ReadyMediaSeed, type SqlRunner, aMediaToken, seedReadyMedia } from './media-seed.js';
