export interface MemberPreferences {
  relationshipStatus: string | null;
  preferredSex: string[] | null;
  minIdealAge: number | null;
  maxIdealAge: number | null;
  bucketList: string[];
}

/** What the profile needs from accounts (identity keeps the vibe-check preferences). */
export abstract class MemberAccounts {
  /** Tells identity the member now has a profile (and where they live, if it did not know). */
  abstract markProfileCreated(userId: string, location: string): Promise<void>;
  abstract preferencesOf(userId: string): Promise<MemberPreferences>;
  /** Validates and stores preference changes; throws identity's validation error when one is wrong. */
  abstract updatePreferences(userId: string, changes: readonly { field: string; value: unknown }[]): Promise<void>;
}
