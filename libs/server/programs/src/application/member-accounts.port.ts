export interface MemberAccount {
  id: string;
  email: string;
  hasProfile: boolean;
}

/** What programs need to know about accounts (identity answers it). */
export abstract class MemberAccounts {
  abstract find(userId: string): Promise<MemberAccount | null>;
}
