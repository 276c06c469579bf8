/** A member's row in the browse read model (`profile.browse_entries`). */
export class BrowseEntryRecord {
  userId!: string;
  profileId: string | null = null;
  locationKey: string | null = null;
  firstName: string | null = null;
  age: number | null = null;
  sex: string | null = null;
  neighborhoods: string[] | null = null;
  /** The ready photo (relative to the api unless a full URL), as the media context last told it. */
  photoPath: string | null = null;
  completeInterests = 0;
  /** The names of the complete interests, in lower case: the interest filter's categories. */
  topics: string[] = [];
  funVideo = false;
  usefulVideo = false;
  /** A ready answer to a daily prompt (the browse screen's daily-video filter). */
  dailyVideo = false;
  /** A demo member's card, copied from the profile. */
  demo = false;
  suspended = false;
  waitedTier = 0;
  shuffle!: number;
  updatedAt!: Date;
}

/** A block, either way, as the rounds reported it (`profile.browse_blocks`). */
export class BrowseBlockRecord {
  blockerId!: string;
  blockedId!: string;
  createdAt!: Date;
}
