import { EntitySchema } from '@mikro-orm/core';
import { EventFormat } from '../domain/event-format.entity.js';

/** A format's sections are stored as the wizard shapes them (JSON); what lists and searches filter on has columns. */
export const EventFormatSchema = new EntitySchema<EventFormat>({
  class: EventFormat,
  tableName: 'event_formats',
  schema: 'hosting',
  indexes: [
    { properties: ['ownerId', 'status'] },
    { properties: ['hostEmail'] },
    { properties: ['status', 'publishedAt'] },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    slug: { type: 'string', length: 80, nullable: true, unique: true },
    ownerId: { type: 'uuid', nullable: true },
    status: { type: 'string', length: 12 },
    title: { type: 'string', length: 60 },
    description: { type: 'text' },
    category: { type: 'string', length: 40, nullable: true },
    timeline: { type: 'json' },
    possibleDates: { type: 'json' },
    groupRules: { type: 'json' },
    capacity: { type: 'json' },
    pricing: { type: 'json' },
    hostEmail: { type: 'string', length: 254 },
    hostFirstName: { type: 'string', length: 50 },
    isNewHost: { type: 'boolean' },
    location: { type: 'json' },
    eventDetails: { type: 'json' },
    duplicatedFromId: { type: 'uuid', nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
    publishedAt: { type: 'datetime', nullable: true },
    completedAt: { type: 'datetime', nullable: true },
    archivedAt: { type: 'datetime', nullable: true },
    interestExtendedAt: { type: 'datetime', nullable: true },
    interestClosedAt: { type: 'datetime', nullable: true },
  },
});
