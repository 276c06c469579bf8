import { Injectable } from '@nestjs/common';
import { UserDirectory } from '@ember/identity';
import { MemberAccounts } from '../application/member-accounts.port.js';

@Injectable()
export class IdentityMemberAccounts extends MemberAccounts {
  constructor(private readonly users: UserDirectory) {
    super();
  }

  async emailsOf(memberIds: readonly string[]): Promise<Map<string, string>> {
    const emails = new Map<string, string>();
    for (const id of new Set(memberIds)) {
      const user = await this.users.find(id);
      if (user) emails.set(id, user.email);
    }
    return emails;
  }
}
