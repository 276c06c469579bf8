import type { Interest } from '../domain/interest.entity.js';
import type { InterestRepository } from '../domain/interest.repository.js';

/** The caller's interests, complete or not, in their order. */
export class ListInterestsQuery {
  constructor(private readonly interests: InterestRepository) {}

  execute(userId: string): Promise<Interest[]> {
    return this.interests.listByUser(userId);
  }
}
