import type { ContextDatabase } from '@ember/platform';
import { BrowseBlockSchema, BrowseEntrySchema } from './browse-entry.schema.js';
import { ExperienceRegistrationSchema } from './experience-registration.schema.js';
import { InterestSchema } from './interest.schema.js';
import { PeopleFiltersSchema } from './people-filters.schema.js';
import { profileMigrations } from './migrations/index.js';
import { ProfileSchema } from './profile.schema.js';

export const profileDatabase: ContextDatabase = {
  schema: 'profile',
  entities: [
    ProfileSchema,
    InterestSchema,
    ExperienceRegistrationSchema,
    BrowseEntrySchema,
    BrowseBlockSchema,
    PeopleFiltersSchema,
  ],
  migrations: profileMigrations,
};
