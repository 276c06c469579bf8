/** Who a member or host is, as far as payments need it: where their receipts go. */
export abstract class MemberDirectory {
  abstract emailOf(userId: string): Promise<string | null>;
}
