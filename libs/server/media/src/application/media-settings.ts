import { token } from '@ember/kernel';

/** The media rules and places that come from configuration. */
export interface MediaSettings {
  maxPhotoBytes: number;
  maxVideoBytes: number;
  maxImagePixels: number;
  videoMaxSeconds: number;
  dailyPromptId: string;
  /** Local scratch space for uploads in transit and for processing. */
  workDir: string;
}

export const MEDIA_SETTINGS = token<MediaSettings>('MEDIA_SETTINGS');
