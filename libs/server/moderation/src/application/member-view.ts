import type { MemberAccount } from './member-accounts.port.js';

/** A member in the console: account and first name. */
export interface MemberView extends MemberAccount {
  firstName: string | null;
}

export function memberViewsOf(accounts: readonly MemberAccount[], names: ReadonlyMap<string, string>): MemberView[] {
  return accounts.map((account) => ({ ...account, firstName: names.get(account.id) ?? null }));
}
