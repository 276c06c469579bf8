import type { Clock } from '@ember/kernel';
import { normaliseEmail } from '../domain/email-address.js';
import { UserNotFoundError } from '../domain/identity.errors.js';
import type { Role } from '../domain/role.js';
import type { User } from '../domain/user.entity.js';
import type { UserRepository } from '../domain/user.repository.js';

/** An admin makes someone a host (or another admin). */
export class GrantRoleUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(email: string, role: Role): Promise<User> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user) throw new UserNotFoundError();
    user.grant(role, this.clock.now());
    await this.users.save(user);
    return user;
  }
}
