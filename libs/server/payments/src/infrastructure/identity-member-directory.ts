import { Injectable } from '@nestjs/common';
import { UserDirectory } from '@ember/identity';
import { MemberDirectory } from '../application/member-directory.port.js';

@Injectable()
export class IdentityMemberDirectory extends MemberDirectory {
  constructor(private readonly users: UserDirectory) {
    super();
  }

  async emailOf(userId: string): Promise<string | null> {
    return (await this.users.find(userId))?.email ?? null;
  }
}
