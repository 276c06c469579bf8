import { describe, expect, it } from 'vitest';
import { type PhotoCodec, compressPhoto, fittedSize, isImageFile, photoLimits, qualitySteps } from './compress-photo';
import { PhotoProcessingError, photoMessages } from './photo-messages';

const megabyte = 1024 * 1024;

/**
 * A stand-in for the browser's canvas (jsdom has none): it records each encoding and answers a
 * JPEG whose size follows `sizeAt(quality)`.
 */
function codec(options: {
  width?: number;
  height?: number;
  sizeAt?: (quality: number) => number;
  read?: () => Promise<string>;
  decode?: () => Promise<{ width: number; height: number }>;
  encodeNull?: boolean;
}) {
  const calls: { width: number; height: number; quality: number }[] = [];
  const implementation: PhotoCodec = {
    read: options.read ?? (async () => 'data:image/png;base64,AAAA'),
    decode: options.decode ?? (async () => ({ width: options.width ?? 4000, height: options.height ?? 3000 })),
    async encode(_image, width, height, quality) {
      calls.push({ width, height, quality });
      if (options.encodeNull) return null;
      return new Blob([new Uint8Array((options.sizeAt ?? (() => 100))(quality))], { type: 'image/jpeg' });
    },
  };
  return { implementation, calls };
}

const photo = (name = 'photo.png', type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });

async function failureOf(promise: Promise<unknown>): Promise<PhotoProcessingError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PhotoProcessingError);
  return error as PhotoProcessingError;
}

describe('compressPhoto (spec 1 §9)', () => {
  it('scales the longest side to 1920 px and stops at the first quality under 5 MB', async () => {
    const { implementation, calls } = codec({ sizeAt: (quality) => (quality > 0.65 ? 6 * megabyte : 4 * megabyte) });
    const blob = await compressPhoto(photo(), implementation);
    expect(calls.map((call) => call.quality)).toEqual([0.9, 0.8, 0.7, 0.6]);
    expect(calls[0]).toMatchObject({ width: 1920, height: 1440 });
    expect(blob.size).toBe(4 * megabyte);
  });

  it('keeps a small image at its size and takes quality 0.9 when it already fits', async () => {
    const { implementation, calls } = codec({ width: 800, height: 1200 });
    await compressPhoto(photo(), implementation);
    expect(calls).toEqual([{ width: 800, height: 1200, quality: 0.9 }]);
  });

  it('accepts exactly 5 MB and tries down to 0.1 before giving up with "Failed to compress image"', async () => {
    const exact = codec({ sizeAt: () => photoLimits.maxBytes });
    expect((await compressPhoto(photo(), exact.implementation)).size).toBe(5 * megabyte);

    const never = codec({ sizeAt: () => photoLimits.maxBytes + 1 });
    const error = await failureOf(compressPhoto(photo(), never.implementation));
    expect(never.calls.map((call) => call.quality)).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
    expect(error.message).toBe(photoMessages.compressFailed);
    expect(error.message).toBe('Failed to compress image');
  });

  it('names the step that failed: reading the file, loading the image, encoding it', async () => {
    const unreadable = codec({ read: () => Promise.reject(new Error('nope')) });
    expect((await failureOf(compressPhoto(photo(), unreadable.implementation))).message).toBe('Failed to read file');

    const broken = codec({ decode: () => Promise.reject(new Error('nope')) });
    expect((await failureOf(compressPhoto(photo(), broken.implementation))).message).toBe('Failed to load image');

    const noCanvas = codec({ encodeNull: true });
    expect((await failureOf(compressPhoto(photo(), noCanvas.implementation))).message).toBe('Failed to compress image');
  });

  it('passes a HEIC the browser cannot decode to the api when it is small enough', async () => {
    const heic = photo('IMG_0001.HEIC', '', 2 * megabyte);
    const broken = codec({ decode: () => Promise.reject(new Error('no HEIC decoder')) });
    expect(await compressPhoto(heic, broken.implementation)).toBe(heic);
    const huge = photo('IMG_0002.heic', 'image/heic', 6 * megabyte);
    expect((await failureOf(compressPhoto(huge, broken.implementation))).failure).toBe('load');
  });
});

describe('photo helpers', () => {
  it('takes image types and HEIC names only', () => {
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: '', name: 'me.heic' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf', name: 'cv.pdf' })).toBe(false);
    expect(photoMessages.notAnImage).toBe('please upload an image file (jpg, png, heic, etc.)');
    expect(photoMessages.processingFailed).toBe('failed to process image. please try a different photo.');
  });

  it('never enlarges and steps quality by tenths', () => {
    expect(fittedSize(1000, 500)).toEqual({ width: 1000, height: 500 });
    expect(fittedSize(3000, 6000)).toEqual({ width: 960, height: 1920 });
    expect(qualitySteps()).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });
});
