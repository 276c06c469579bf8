import type { Interest } from './interest.entity.js';

export abstract class InterestRepository {
  /** In the member's order. */
  abstract listByUser(userId: string): Promise<Interest[]>;
  abstract listByUsers(userIds: readonly string[]): Promise<Interest[]>;
  abstract findById(id: string): Promise<Interest | null>;
  abstract saveAll(interests: readonly Interest[]): Promise<void>;
  abstract remove(interests: readonly Interest[]): Promise<void>;
}
