/** Which prompt videos of a member are ready (media context). */
export interface VideoFacts {
  fun: boolean;
  useful: boolean;
  /** A ready answer to a daily prompt: the video beyond the two everyone shows (the browse filter). */
  daily: boolean;
}

/** The browse read model's facts that come from outside the profile context. */
export abstract class VisibilityRecords {
  /**
   * Reads a member's video facts and stores them, one refresh of a member at a time, so that two
   * events racing each other cannot leave the older state behind.
   */
  abstract refreshVideos(userId: string, read: () => Promise<VideoFacts>): Promise<void>;
  /** The same for the member's ready photo (its path, relative to the api unless a full URL; null for none). */
  abstract refreshPhoto(userId: string, read: () => Promise<string | null>): Promise<void>;
  abstract setSuspended(userId: string, suspended: boolean): Promise<void>;
  /** Which of these members are suspended. */
  abstract suspendedAmong(userIds: readonly string[]): Promise<Set<string>>;
  abstract block(blockerId: string, blockedId: string): Promise<void>;
  abstract unblock(blockerId: string, blockedId: string): Promise<void>;
  /** Members' fairness tiers (rounds waited without a group); members without a profile are skipped. */
  abstract setWaitedTiers(tiers: ReadonlyMap<string, number>): Promise<void>;
}
