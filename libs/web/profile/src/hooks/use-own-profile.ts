import { useGetMyProfileQuery } from '@ember/api-client';

/** A photo still being processed reloads the profile every few seconds until it is ready. */
export const processingPollMs = 4000;

/** The own profile, polled while its photo is being processed. */
export function useOwnProfile() {
  const profile = useGetMyProfileQuery();
  const data = profile.data;
  const processing = data?.photoStatus === 'uploaded' || data?.photoStatus === 'processing';
  // A second subscription that polls only while something is processing.
  useGetMyProfileQuery(undefined, { skip: !processing, pollingInterval: processing ? processingPollMs : 0 });
  return profile;
}
