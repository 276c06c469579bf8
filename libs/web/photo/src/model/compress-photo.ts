import { PhotoProcessingError } from './photo-messages';

/** Spec 1 §9. */
export const photoLimits = {
  longestSide: 1920,
  startQuality: 0.9,
  qualityStep: 0.1,
  minQuality: 0.1,
  maxBytes: 5 * 1024 * 1024,
} as const;

export interface DecodedImage {
  width: number;
  height: number;
}

/** The browser parts compression needs: reading the file, decoding it, drawing it as a JPEG. */
export interface PhotoCodec<Image extends DecodedImage = DecodedImage> {
  read(file: Blob): Promise<string>;
  decode(dataUrl: string): Promise<Image>;
  /** A JPEG of the image scaled to width × height at the quality; null when the browser cannot. */
  encode(image: Image, width: number, height: number, quality: number): Promise<Blob | null>;
}

const heic = /\.(heic|heif)$/i;

/** Spec 1 §5: only images. Some browsers give HEIC files no type; their name says what they are. */
export function isImageFile(file: { type: string; name?: string }): boolean {
  return file.type.startsWith('image/') || heic.test(file.name ?? '');
}

function isHeic(file: { type: string; name?: string }): boolean {
  return /image\/hei[cf]/i.test(file.type) || heic.test(file.name ?? '');
}

/** The size that fits the longest side into 1920 px, never enlarging. */
export function fittedSize(width: number, height: number, longestSide: number = photoLimits.longestSide) {
  const scale = Math.min(1, longestSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** 0.9, 0.8, … 0.1: tenths, so rounding never skips or repeats a step. */
export function qualitySteps(): number[] {
  const steps: number[] = [];
  const tenths = Math.round(photoLimits.qualityStep * 10);
  for (let q = Math.round(photoLimits.startQuality * 10); q >= Math.round(photoLimits.minQuality * 10); q -= tenths) {
    steps.push(q / 10);
  }
  return steps;
}

/**
 * The photo as a JPEG of at most 1920 px on its longest side and at most 5 MB: quality 0.9 first,
 * then 0.1 lower each time down to 0.1. Throws `PhotoProcessingError` (read, load or compress).
 * A HEIC photo the browser cannot decode goes as it is when it is small enough: the api converts it.
 */
export async function compressPhoto<Image extends DecodedImage>(file: File, codec: PhotoCodec<Image>): Promise<Blob> {
  let dataUrl: string;
  try {
    dataUrl = await codec.read(file);
  } catch {
    throw new PhotoProcessingError('read');
  }
  let image: Image;
  try {
    image = await codec.decode(dataUrl);
  } catch {
    if (isHeic(file) && file.size <= photoLimits.maxBytes) return file;
    throw new PhotoProcessingError('load');
  }
  if (!image.width || !image.height) throw new PhotoProcessingError('load');
  const size = fittedSize(image.width, image.height);
  for (const quality of qualitySteps()) {
    let blob: Blob | null;
    try {
      blob = await codec.encode(image, size.width, size.height, quality);
    } catch {
      blob = null;
    }
    if (!blob) throw new PhotoProcessingError('compress');
    if (blob.size <= photoLimits.maxBytes) return blob;
  }
  throw new PhotoProcessingError('compress');
}
