/** Members' e-mail addresses (identity context), for the round e-mails. */
export abstract class MemberAccounts {
  /** By member id; members without an account are absent. */
  abstract emailsOf(memberIds: readonly string[]): Promise<Map<string, string>>;
}
