import { Injectable } from '@nestjs/common';
import { AccountAdministration } from '@ember/identity';
import { type MemberAccount, MemberAccounts, type OperatorRole } from '../application/member-accounts.port.js';

/** Accounts, roles and suspension through the identity context. */
@Injectable()
export class IdentityMemberAccounts extends MemberAccounts {
  constructor(private readonly identity: AccountAdministration) {
    super();
  }

  accounts(memberIds: readonly string[]): Promise<MemberAccount[]> {
    return this.identity.accounts(memberIds);
  }

  searchByEmail(text: string, limit: number): Promise<MemberAccount[]> {
    return this.identity.searchByEmail(text, limit);
  }

  grantRole(memberId: string, role: OperatorRole): Promise<MemberAccount> {
    return this.identity.grantRole(memberId, role);
  }

  revokeRole(memberId: string, role: OperatorRole): Promise<MemberAccount> {
    return this.identity.revokeRole(memberId, role);
  }

  suspend(memberId: string, reason: string): Promise<MemberAccount> {
    return this.identity.suspend(memberId, reason);
  }

  restore(memberId: string): Promise<MemberAccount> {
    return this.identity.restore(memberId);
  }
}
