/** Spec 1 §8: every text the video work shows, verbatim. */
export const videoTexts = {
  uploading: 'Uploading video...',
  uploadingPercent: (percent: number) => `Uploading video: ${percent}%`,
  uploaded: 'Video uploaded successfully',
  deleting: 'Deleting video...',
  deleted: 'Video deleted successfully',
  deleteFailed: 'Failed to delete video',
  uploadAlert: 'Failed to upload video. Please try again.',
  deleteAlert: 'Failed to delete video. Please try again.',
  uploadStatus: (status: number | string) => `Failed to upload video. Status: ${status}`,
  uploadUnexpected: 'Unexpected error during video upload.',
} as const;

/** Spec 3 §2.9, verbatim (the typo is the product's). */
export const noVideosPlaceholder = 'You need to uploade at least two videos to be discoverable.';

/** Spec 1 §2.8: the video card's two states. */
export type VideoCardStatus = 'Completed' | 'Not Started';
