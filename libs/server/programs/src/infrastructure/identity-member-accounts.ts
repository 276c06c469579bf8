import { Injectable } from '@nestjs/common';
import { UserDirectory } from '@ember/identity';
import { type MemberAccount, MemberAccounts } from '../application/member-accounts.port.js';

@Injectable()
export class IdentityMemberAccounts extends MemberAccounts {
  constructor(private readonly users: UserDirectory) {
    super();
  }

  async find(userId: string): Promise<MemberAccount | null> {
    const user = await this.users.find(userId);
    return user ? { id: user.id, email: user.email, hasProfile: user.hasProfile } : null;
  }
}
