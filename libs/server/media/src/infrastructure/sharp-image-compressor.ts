import { readFile, writeFile } from 'node:fs/promises';
import decodeHeic from 'heic-decode';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { ImageCompressor, type ImageOutputs } from '../application/image-compressor.port.js';
import { ImageUnreadableError } from '../domain/media.errors.js';

/** Spec 1 §9: longest side 1920 px; JPEG quality from 90 down by 10 until the file is at most 5 MB. */
export const photoSettings = { longestSide: 1920, maxBytes: 5 * 1024 * 1024, quality: 90, thumbnailSide: 400 };

/**
 * Photos with sharp (libvips): turned upright by their EXIF orientation, then written without any
 * metadata (sharp keeps none unless asked), flattened onto white, as JPEG. sharp's prebuilt
 * libvips reads HEIF containers but has no HEVC decoder, so iPhone HEIC photos are decoded by
 * libheif compiled to WebAssembly (heic-decode) and handed to sharp as pixels.
 */
export class SharpImageCompressor extends ImageCompressor {
  async compress(
    input: string,
    outputs: ImageOutputs,
    options: { maxPixels: number },
  ): Promise<{ width: number; height: number }> {
    try {
      const photo = await this.encodeWithin(
        (await this.open(input, options.maxPixels))
          .rotate()
          .flatten({ background: '#ffffff' })
          .resize(photoSettings.longestSide, photoSettings.longestSide, { fit: 'inside', withoutEnlargement: true }),
      );
      // The thumbnail comes from the finished photo: decoding that (shrunk on load) costs little.
      await Promise.all([
        writeFile(outputs.photo, photo.data),
        sharp(photo.data)
          .resize(photoSettings.thumbnailSide, photoSettings.thumbnailSide, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 80 })
          .toFile(outputs.thumbnail),
      ]);
      return { width: photo.info.width, height: photo.info.height };
    } catch (error) {
      if (error instanceof ImageUnreadableError || isSystemError(error)) throw error;
      throw new ImageUnreadableError((error as Error).message);
    }
  }

  private async open(input: string, maxPixels: number): Promise<Sharp> {
    const options = { limitInputPixels: maxPixels, failOn: 'error' } as const;
    const metadata = await sharp(input, options).metadata();
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) throw new ImageUnreadableError('too many pixels');
    if (metadata.format !== 'heif' || metadata.compression !== 'hevc') return sharp(input, options);
    const { width, height, data } = await decodeHeic({ buffer: await readFile(input) });
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
      limitInputPixels: maxPixels,
    });
  }

  private async encodeWithin(image: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
    for (let quality = photoSettings.quality; ; quality -= 10) {
      const output = await (quality === photoSettings.quality ? image : image.clone())
        .jpeg({ quality })
        .toBuffer({ resolveWithObject: true });
      if (output.data.length <= photoSettings.maxBytes || quality <= 10) return output;
    }
  }
}

/** Disk full, file missing …: worth a retry, unlike an undecodable image. */
function isSystemError(error: unknown): boolean {
  return (
    typeof (error as NodeJS.ErrnoException)?.code === 'string' && (error as NodeJS.ErrnoException).syscall !== undefined
  );
}
