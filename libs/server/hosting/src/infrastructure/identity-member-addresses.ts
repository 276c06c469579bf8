import { Injectable } from '@nestjs/common';
import { UserDirectory } from '@ember/identity';
import { MemberAddresses } from '../application/member-addresses.port.js';

@Injectable()
export class IdentityMemberAddresses extends MemberAddresses {
  constructor(private readonly users: UserDirectory) {
    super();
  }

  async emailsOf(memberIds: readonly string[]): Promise<Map<string, string>> {
    const addresses = new Map<string, string>();
    for (const id of memberIds) {
      const user = await this.users.find(id);
      if (user) addresses.set(id, user.email);
    }
    return addresses;
  }
}
