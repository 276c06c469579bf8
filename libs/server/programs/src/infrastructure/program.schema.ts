import { EntitySchema } from '@mikro-orm/core';
import { Program } from '../domain/program.entity.js';

export const ProgramSchema = new EntitySchema<Program>({
  class: Program,
  tableName: 'programs',
  schema: 'programs',
  properties: {
    id: { type: 'string', length: 60, primary: true },
    slug: { type: 'string', length: 60, unique: true },
    name: { type: 'string', length: 120 },
    summary: { type: 'string', length: 300 },
    kind: { type: 'string', length: 20 },
    requiresInterests: { type: 'boolean' },
    requiresNeighborhood: { type: 'boolean' },
    allowsHosting: { type: 'boolean' },
    requiresTimeSlots: { type: 'boolean' },
    enrollmentDeadline: { type: 'datetime', nullable: true },
    tracks: { type: 'json' },
    priceCents: { type: 'integer' },
    currency: { type: 'string', length: 3 },
    priceUnit: { type: 'string', length: 20 },
    minGroupSize: { type: 'smallint' },
    maxGroupSize: { type: 'smallint' },
    weeks: { type: 'smallint', nullable: true },
    sessionMinutes: { type: 'smallint', nullable: true },
    updatedAt: { type: 'datetime' },
  },
});
