import type { ExperienceRegistration } from './experience-registration.entity.js';

export abstract class ExperienceRegistrationRepository {
  abstract find(userId: string, experience: string): Promise<ExperienceRegistration | null>;
  /** Saves a new registration unless the member already registered for the experience; false then. */
  abstract insert(registration: ExperienceRegistration): Promise<boolean>;
  abstract save(registration: ExperienceRegistration): Promise<void>;
}
