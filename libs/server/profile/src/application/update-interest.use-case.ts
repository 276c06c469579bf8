import type { Clock } from '@ember/kernel';
import type { Interest, InterestDraft } from '../domain/interest.entity.js';
import type { InterestRepository } from '../domain/interest.repository.js';
import { DuplicateInterestError } from '../domain/profile.errors.js';
import { ownInterest } from './own-interest.js';

/** The interest modal's save: the fields sent replace the interest's. */
export class UpdateInterestUseCase {
  constructor(
    private readonly interests: InterestRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, interestId: string, draft: Partial<InterestDraft>): Promise<Interest> {
    const interest = await ownInterest(this.interests, userId, interestId);
    interest.revise(draft, this.clock.now());
    const others = (await this.interests.listByUser(userId)).filter((other) => other.id !== interest.id);
    if (others.some((other) => other.name.toLowerCase() === interest.name.toLowerCase())) {
      throw new DuplicateInterestError(interest.name);
    }
    await this.interests.saveAll([interest]);
    return interest;
  }
}
