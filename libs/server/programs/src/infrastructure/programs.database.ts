import type { ContextDatabase } from '@ember/platform';
import { EnrollmentSchema } from './enrollment.schema.js';
import { programsMigrations } from './migrations/index.js';
import { ProgramSchema } from './program.schema.js';

export const programsDatabase: ContextDatabase = {
  schema: 'programs',
  entities: [ProgramSchema, EnrollmentSchema],
  migrations: programsMigrations,
};
