/** Where to write to members (identity knows): the e-mail address of each id that has an account. */
export abstract class MemberAddresses {
  abstract emailsOf(memberIds: readonly string[]): Promise<Map<string, string>>;
}
