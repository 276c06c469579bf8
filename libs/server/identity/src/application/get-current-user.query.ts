import { UserNotFoundError } from '../domain/identity.errors.js';
import type { LinkedIdentityRepository } from '../domain/linked-identity.repository.js';
import type { User } from '../domain/user.entity.js';
import type { UserRepository } from '../domain/user.repository.js';

export interface CurrentUserView {
  user: User;
  identities: { provider: string; userId: string }[];
}

export class GetCurrentUserQuery {
  constructor(
    private readonly users: UserRepository,
    private readonly identities: LinkedIdentityRepository,
  ) {}

  async execute(userId: string): Promise<CurrentUserView> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    const linked = await this.identities.listForUser(userId);
    return { user, identities: linked.map((identity) => ({ provider: identity.provider, userId: identity.subject })) };
  }
}
