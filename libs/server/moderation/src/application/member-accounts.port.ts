export type OperatorRole = 'host' | 'admin';

/** An account as the console shows it (identity). */
export interface MemberAccount {
  id: string;
  email: string;
  roles: string[];
  suspendedAt: Date | null;
  suspensionReason: string | null;
  createdAt: Date;
}

/** Accounts and what the operator may change of them: roles, suspension (identity). */
export abstract class MemberAccounts {
  abstract accounts(memberIds: readonly string[]): Promise<MemberAccount[]>;
  abstract searchByEmail(text: string, limit: number): Promise<MemberAccount[]>;
  abstract grantRole(memberId: string, role: OperatorRole): Promise<MemberAccount>;
  abstract revokeRole(memberId: string, role: OperatorRole): Promise<MemberAccount>;
  /** Suspends and ends every session of the account at once. */
  abstract suspend(memberId: string, reason: string): Promise<MemberAccount>;
  abstract restore(memberId: string): Promise<MemberAccount>;
}
