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
export { type MediaTestApp, startMediaTestApp, uploadReadyVideo, waitUntilProcessed } from './media-test-app.js';
// The processors' settings, for the benchmark to run raw sharp and ffmpeg the same way.
export { transcodeArguments } from '../infrastructure/ffmpeg-video-transcoder.js';
export { photoSettings } from '../infrastructure/sharp-image-compressor.js';
export { type ReadyMediaSeed, type SqlRunner, aMediaToken, seedReadyMedia } from './media-seed.js';
