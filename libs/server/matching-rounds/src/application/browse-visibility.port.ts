/**
 * The profile context's browse list, told what the rounds learn: blocks (neither member is shown
 * to the other) and how many rounds members waited without a group (they come first).
 */
export abstract class BrowseVisibility {
  abstract blocked(blockerId: string, blockedId: string): Promise<void>;
  abstract unblocked(blockerId: string, blockedId: string): Promise<void>;
  abstract roundsWaited(waited: ReadonlyMap<string, number>): Promise<void>;
}
