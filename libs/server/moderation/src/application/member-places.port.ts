/** The member's open group places (rounds context). */
export abstract class MemberPlaces {
  /** Gives every open place up by the dropout rule; answers how many. */
  abstract releaseAll(memberId: string): Promise<number>;
}
