import { Injectable } from '@nestjs/common';
import { UserDirectory } from '@ember/identity';
import { MemberAccounts, type MemberPreferences } from '../application/member-accounts.port.js';

@Injectable()
export class IdentityMemberAccounts extends MemberAccounts {
  constructor(private readonly users: UserDirectory) {
    super();
  }

  markProfileCreated(userId: string, location: string): Promise<void> {
    return this.users.markProfileCreated(userId, location);
  }

  preferencesOf(userId: string): Promise<MemberPreferences> {
    return this.users.preferencesOf(userId);
  }

  async updatePreferences(userId: string, changes: readonly { field: string; value: unknown }[]): Promise<void> {
    await this.users.updatePreferences(userId, changes);
  }
}
