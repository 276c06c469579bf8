import { token } from '@ember/kernel';

/** Settings of the profile context, from the configuration. */
export interface ProfileSettings {
  /** Before this moment nobody is shown to other members (the pre-launch date). */
  visibleFrom: Date;
  /** Relative photo values are resolved against it. */
  photoBaseUrl: string;
  /** Named in the message refusing a locked field. */
  supportEmail: string;
  /** The product's host names: an AI answer mentioning one is the prompt pasted back. */
  hostNames: string[];
}

export const PROFILE_SETTINGS = token<ProfileSettings>('PROFILE_SETTINGS');
