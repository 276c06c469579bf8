import type { Clock } from '@ember/kernel';
import { UserNotFoundError } from '../domain/identity.errors.js';
import type { User } from '../domain/user.entity.js';
import type { PropertyChange } from '../domain/user-properties.js';
import type { UserRepository } from '../domain/user.repository.js';

export class UpdateUserPropertiesUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, changes: readonly PropertyChange[]): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    user.applyChanges(changes, this.clock.now());
    await this.users.save(user);
    return user;
  }
}
