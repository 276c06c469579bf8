import type { InterestRepository } from '../domain/interest.repository.js';
import { ownInterest } from './own-interest.js';

/** The hold-to-remove button. */
export class RemoveInterestUseCase {
  constructor(private readonly interests: InterestRepository) {}

  async execute(userId: string, interestId: string): Promise<void> {
    await this.interests.remove([await ownInterest(this.interests, userId, interestId)]);
  }
}
