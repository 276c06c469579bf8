export interface VideoOutputs {
  /** H.264/AAC MP4 with the index first (faststart), without metadata. */
  video: string;
  /** A JPEG still from the video. */
  poster: string;
}

export abstract class VideoTranscoder {
  /**
   * Throws VideoUnreadableError when the input has no decodable video (retrying would not help).
   * `onProgress` receives the share done, 0 to 1.
   */
  abstract transcode(
    input: string,
    outputs: VideoOutputs,
    options: { maxSeconds: number },
    onProgress: (done: number) => void,
  ): Promise<{ width: number; height: number; durationMs: number }>;
}
