import type { Clock } from '@ember/kernel';
import type { Interest, InterestDraft } from '../domain/interest.entity.js';
import type { InterestRepository } from '../domain/interest.repository.js';
import { appendInterests } from '../domain/interest-list.js';
import { ProfileNotFoundError } from '../domain/profile.errors.js';
import type { ProfileRepository } from '../domain/profile.repository.js';

/** Adds an interest at the end of the caller's list; names are unique per member. */
export class AddInterestUseCase {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly interests: InterestRepository,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, draft: InterestDraft): Promise<Interest> {
    if (!(await this.profiles.findByUserId(userId))) throw new ProfileNotFoundError();
    const [added] = appendInterests(await this.interests.listByUser(userId), [draft], userId, this.clock.now());
    await this.interests.saveAll([added!]);
    return added!;
  }
}
