import { EntitySchema } from '@mikro-orm/core';
import { ExperienceRegistration } from '../domain/experience-registration.entity.js';

export const ExperienceRegistrationSchema = new EntitySchema<ExperienceRegistration>({
  class: ExperienceRegistration,
  tableName: 'experience_registrations',
  schema: 'profile',
  uniques: [{ properties: ['userId', 'experience'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    experience: { type: 'string', length: 60 },
    availability: { type: 'string[]' },
    availabilityExplained: { type: 'string', length: 500, nullable: true },
    activities: { type: 'string[]', nullable: true },
    idealBudget: { type: 'string', length: 10, nullable: true },
    maxBudget: { type: 'string', length: 10, nullable: true },
    videoAgreement: { type: 'string', length: 3, nullable: true },
    depositAgreement: { type: 'string', length: 3, nullable: true },
    acknowledged: { type: 'boolean' },
    location: { type: 'string', length: 120, nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
