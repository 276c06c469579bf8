import { EntitySchema } from '@mikro-orm/core';
import { foreignKey } from '@ember/platform';
import { Enrollment } from '../domain/enrollment.entity.js';
import { ProgramSchema } from './program.schema.js';

export const EnrollmentSchema = new EntitySchema<Enrollment>({
  class: Enrollment,
  tableName: 'enrollments',
  schema: 'programs',
  uniques: [{ properties: ['userId', 'programId'] }],
  indexes: [{ properties: ['programId'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    programId: foreignKey(() => ProgramSchema, { fieldName: 'program_id' }),
    userId: { type: 'uuid' },
    neighborhoods: { type: 'string[]', nullable: true },
    timeSlots: { type: 'json', nullable: true },
    interests: { type: 'string[]', nullable: true },
    activityPreferences: { type: 'string[]', nullable: true },
    customAnswers: { type: 'json', nullable: true },
    canHost: { type: 'boolean', nullable: true },
    hostingDetails: { type: 'json', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
