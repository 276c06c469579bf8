import type { Clock } from '@ember/kernel';
import {
  ExperienceRegistration,
  type RawExperienceRegistration,
  parseExperienceRegistration,
} from '../domain/experience-registration.entity.js';
import type { ExperienceRegistrationRepository } from '../domain/experience-registration.repository.js';
import { inviteCodeOf } from '../domain/profile-registration.js';
import type { InviteRedeemer, InviteRedemption } from './invite-redeemer.port.js';

export interface ExperienceRegistrationOutcome {
  registration: ExperienceRegistration;
  created: boolean;
  inviteRedemption: InviteRedemption | null;
}

/**
 * The member area's experience registration (five steps) and the poetry-night page; registering
 * again for the same experience replaces the answers. An invite code counts once per member.
 */
export class RegisterExperienceUseCase {
  constructor(
    private readonly registrations: ExperienceRegistrationRepository,
    private readonly invites: InviteRedeemer,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, raw: RawExperienceRegistration): Promise<ExperienceRegistrationOutcome> {
    const answers = parseExperienceRegistration(raw);
    const inviteCode = inviteCodeOf(raw.inviteCode);
    const now = this.clock.now();
    const fresh = ExperienceRegistration.register(userId, answers, now);
    let registration = fresh;
    const created = await this.registrations.insert(fresh);
    if (!created) {
      registration = (await this.registrations.find(userId, answers.experience))!;
      registration.revise(answers, now);
      await this.registrations.save(registration);
    }
    const inviteRedemption = inviteCode ? await this.invites.redeem(inviteCode, userId) : null;
    return { registration, created, inviteRedemption };
  }
}
