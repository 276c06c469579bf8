/** A session opened for a host who proved their address with a claim link. */
export interface HostSession {
  userId: string;
  email: string;
  sessionToken: string;
  expiresAt: Date;
  createdAccount: boolean;
}

/** What hosting needs of accounts: signing in a proven address, and making someone a host. */
export abstract class HostAccounts {
  abstract signInVerified(email: string, userAgent?: string): Promise<HostSession>;
  abstract grantHostRole(userId: string): Promise<void>;
  abstract exists(userId: string): Promise<{ id: string; email: string } | null>;
}
