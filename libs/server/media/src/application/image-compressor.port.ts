export interface ImageOutputs {
  /** JPEG, longest side at most 1920 px, upright, without any metadata. */
  photo: string;
  /** A small JPEG for lists. */
  thumbnail: string;
}

export abstract class ImageCompressor {
  /** Throws ImageUnreadableError when the input cannot be decoded (retrying would not help). */
  abstract compress(
    input: string,
    outputs: ImageOutputs,
    options: { maxPixels: number },
  ): Promise<{ width: number; height: number }>;
}
