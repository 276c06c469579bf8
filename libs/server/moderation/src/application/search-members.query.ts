import type { MemberAccounts } from './member-accounts.port.js';
import type { MemberProfiles } from './member-profiles.port.js';
import { type MemberView, memberViewsOf } from './member-view.js';

const limit = 25;

/** The operator finds members by part of their address or the start of their first name. */
export class SearchMembersQuery {
  constructor(
    private readonly accounts: MemberAccounts,
    private readonly profiles: MemberProfiles,
  ) {}

  async execute(text: string): Promise<MemberView[]> {
    const query = text.trim();
    if (query.length === 0) return [];
    const byEmail = await this.accounts.searchByEmail(query, limit);
    const byName = await this.profiles.searchByFirstName(query, limit);
    const extra = [...byName.keys()].filter((id) => !byEmail.some((account) => account.id === id));
    const accounts = [...byEmail, ...(await this.accounts.accounts(extra))].slice(0, limit);
    const names = await this.profiles.firstNamesOf(accounts.map((account) => account.id));
    return memberViewsOf(accounts, names);
  }
}
