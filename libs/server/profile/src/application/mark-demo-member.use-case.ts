import type { Clock } from '@ember/kernel';
import { DemoDataRefusedError, ProfileNotFoundError } from '../domain/profile.errors.js';
import type { ProfileRepository } from '../domain/profile.repository.js';

/**
 * Marks a member's profile as one of the demo pool's, so every card and profile view says so. Only
 * the demo command calls it (no route does), and production mode refuses it outright.
 */
export class MarkDemoMemberUseCase {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly clock: Clock,
    private readonly demoAllowed: boolean,
  ) {}

  async execute(command: { userId: string }): Promise<void> {
    if (!this.demoAllowed) throw new DemoDataRefusedError();
    const profile = await this.profiles.findByUserId(command.userId);
    if (!profile) throw new ProfileNotFoundError();
    if (profile.demo) return;
    profile.markAsDemo(this.clock.now());
    await this.profiles.save(profile);
  }
}
