/** What the discoverability rule needs of a video: its prompt type and, for one's own, its status. */
export interface DiscoverableVideo {
  promptType: string;
  /** The member's own videos carry their status; a profile's videos are all ready. */
  status?: string;
}

export interface Discoverability {
  fun: boolean;
  useful: boolean;
  /** Spec 1 §9: at least two videos, one fun and one useful. */
  discoverable: boolean;
}

/** The rule as members read it (spec 1 §9). */
export const discoverabilityRule = 'At least two videos, one fun and one useful, are needed to be discoverable.';

const isReady = (video: DiscoverableVideo) => (video.status ?? 'ready') === 'ready';

/** Spec 1 §9, spec 3 §5: discoverable with a ready fun video and a ready useful video. */
export function discoverability(videos: readonly DiscoverableVideo[]): Discoverability {
  const fun = videos.some((video) => video.promptType === 'fun' && isReady(video));
  const useful = videos.some((video) => video.promptType === 'useful' && isReady(video));
  return { fun, useful, discoverable: fun && useful };
}

/**
 * How many of the two discoverability slots (fun, useful) hold a ready video: what "two videos"
 * counts for the journey's reminder and all-set state.
 */
export function discoverabilitySlotsFilled(videos: readonly DiscoverableVideo[]): 0 | 1 | 2 {
  const { fun, useful } = discoverability(videos);
  return ((fun ? 1 : 0) + (useful ? 1 : 0)) as 0 | 1 | 2;
}
