/**
 * The member's photo on its way to the api: compression to a JPEG of at most 1920 px and 5 MB
 * with the spec's messages (spec 1 §5, §9), and the picker the wizard and the settings share.
 */
export {
  type DecodedImage,
  type PhotoCodec,
  compressPhoto,
  fittedSize,
  isImageFile,
  photoLimits,
  qualitySteps,
} from './model/compress-photo';
export { PhotoProcessingError, type PhotoFailure, photoMessages } from './model/photo-messages';
export { blobToDataUrl, browserCodec, dataUrlToBlob } from './model/browser-codec';
export { PhotoPicker, type PhotoPickerProps } from './components/photo-picker';
