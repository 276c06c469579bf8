/** Keeps two members apart everywhere (candidates, browse, groups), as the rounds context does. */
export abstract class MemberBlocking {
  /** Blocks the profile's member for the member; answers the blocked member's id. */
  abstract block(memberId: string, profileId: string): Promise<string>;
}
