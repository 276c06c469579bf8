import { EntitySchema } from '@mikro-orm/core';
import { MediaObject } from '../domain/media-object.entity.js';

export const MediaObjectSchema = new EntitySchema<MediaObject>({
  class: MediaObject,
  tableName: 'media_objects',
  schema: 'media',
  // One media object per slot and owner: the database keeps replace-by-slot honest under races.
  uniques: [{ properties: ['ownerId', 'slot'] }],
  indexes: [
    { properties: ['ownerId', 'kind', 'status'] },
    // The operator's review queue: ready media nobody has approved yet, oldest first.
    {
      name: 'media_objects_awaiting_review_index',
      expression:
        'create index "media_objects_awaiting_review_index" on "media"."media_objects" ("ready_at") where "status" = \'ready\' and "reviewed_at" is null',
    },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    ownerId: { type: 'uuid' },
    kind: { type: 'string', length: 5 },
    slot: { type: 'string', length: 80 },
    promptType: { type: 'string', length: 10, nullable: true },
    promptId: { type: 'string', length: 60, nullable: true },
    status: { type: 'string', length: 10 },
    token: { type: 'string', length: 40, unique: true },
    originalContentType: { type: 'string', length: 100 },
    originalBytes: { type: 'integer' },
    width: { type: 'integer', nullable: true },
    height: { type: 'integer', nullable: true },
    durationMs: { type: 'integer', nullable: true },
    failureCode: { type: 'string', length: 60, nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
    readyAt: { type: 'datetime', nullable: true },
    reviewedAt: { type: 'datetime', nullable: true },
  },
});
