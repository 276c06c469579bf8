import type { User } from './user.entity.js';

export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  abstract save(user: User): Promise<void>;
  abstract listByIds(ids: readonly string[]): Promise<User[]>;
  /** Accounts whose address contains the text, by address. */
  abstract searchByEmail(text: string, limit: number): Promise<User[]>;
}
