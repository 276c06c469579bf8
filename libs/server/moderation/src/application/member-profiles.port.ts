/** Members' names, and their place in browse and the pools (profile). */
export abstract class MemberProfiles {
  abstract searchByFirstName(text: string, limit: number): Promise<Map<string, string>>;
  abstract firstNamesOf(memberIds: readonly string[]): Promise<Map<string, string>>;
  /** Out of browse, candidates and formation pools at once. */
  abstract hide(memberId: string): Promise<void>;
  abstract show(memberId: string): Promise<void>;
}
