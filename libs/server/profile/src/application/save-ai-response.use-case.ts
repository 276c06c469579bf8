import type { Clock } from '@ember/kernel';
import { parseAiResponse } from '@ember/interest-import';
import { type Interest, maxAiResponseLength } from '../domain/interest.entity.js';
import type { InterestRepository } from '../domain/interest.repository.js';
import { InvalidAiResponseError } from '../domain/profile.errors.js';
import { ownInterest } from './own-interest.js';
import type { ProfileSettings } from './profile-settings.js';

export interface SavedAiResponse {
  interest: Interest;
  /** How many interests the answer holds. */
  interestCount: number;
}

/**
 * Keeps the AI answer a member imported interests from, with their first interest. The answer is
 * read with the same parser the web used, so only an answer that parses is kept.
 */
export class SaveAiResponseUseCase {
  constructor(
    private readonly interests: InterestRepository,
    private readonly settings: ProfileSettings,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, interestId: string, text: string): Promise<SavedAiResponse> {
    const interest = await ownInterest(this.interests, userId, interestId);
    if (text.length > maxAiResponseLength) {
      throw new InvalidAiResponseError(`The response is too long: at most ${maxAiResponseLength} characters.`);
    }
    const parsed = parseAiResponse(text, { hostNames: this.settings.hostNames });
    if (!parsed.ok) throw new InvalidAiResponseError(parsed.message);
    interest.keepAiResponse(text, this.clock.now());
    await this.interests.saveAll([interest]);
    return { interest, interestCount: parsed.interests.length };
  }
}
