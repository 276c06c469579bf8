/**
 * What keeps a member from registering interest: no profile yet, or a profile others cannot see
 * (before the pre-launch date, or without a fun and a useful video, spec 1 §9).
 */
export const interestGaps = ['profile', 'prelaunch', 'fun-video', 'useful-video'] as const;
export type InterestGap = (typeof interestGaps)[number];

const videoNames: Partial<Record<InterestGap, string>> = {
  'fun-video': 'a video answering a fun prompt',
  'useful-video': 'a video answering a useful prompt',
};

/** The sentence the member reads: what to do next, in the order they would do it. */
export function interestGapMessage(gaps: readonly InterestGap[]): string {
  if (gaps.includes('profile')) return 'Create your member profile to register interest.';
  const videos = gaps.flatMap((gap) => videoNames[gap] ?? []);
  if (videos.length > 0)
    return `Others need to see you before you can register interest: add ${videos.join(' and ')} to your profile.`;
  if (gaps.includes('prelaunch'))
    return 'Member profiles are not open to others yet; you can register interest as soon as they are.';
  return '';
}
