import { EntitySchema } from '@mikro-orm/core';
import { BrowseBlockRecord, BrowseEntryRecord } from './browse-records.js';

/**
 * The browse read model: one row per member, written by the profile's own repositories and by
 * the other contexts' events, read by the browse page (never through the ORM's unit of work).
 */
export const BrowseEntrySchema = new EntitySchema<BrowseEntryRecord>({
  class: BrowseEntryRecord,
  tableName: 'browse_entries',
  schema: 'profile',
  indexes: [
    {
      name: 'browse_entries_discoverable_index',
      // The fair order's index (see browse-order.ts), holding only members others may see.
      expression:
        'create index "browse_entries_discoverable_index" on "profile"."browse_entries" ' +
        '("location_key", "waited_tier", "shuffle", "user_id") where profile_id is not null and fun_video ' +
        'and useful_video and complete_interests > 0 and not suspended',
    },
  ],
  properties: {
    userId: { type: 'uuid', primary: true },
    profileId: { type: 'uuid', nullable: true },
    locationKey: { type: 'string', length: 160, nullable: true },
    firstName: { type: 'string', length: 50, nullable: true },
    age: { type: 'smallint', nullable: true },
    sex: { type: 'string', length: 10, nullable: true },
    neighborhoods: { type: 'string[]', nullable: true },
    photoPath: { type: 'string', length: 200, nullable: true },
    completeInterests: { type: 'smallint', default: 0 },
    topics: { type: 'string[]', defaultRaw: "'{}'" },
    funVideo: { type: 'boolean', default: false },
    usefulVideo: { type: 'boolean', default: false },
    dailyVideo: { type: 'boolean', default: false },
    /** A demo member's card (the profile's flag, copied with the card's other fields). */
    demo: { type: 'boolean', default: false },
    suspended: { type: 'boolean', default: false },
    waitedTier: { type: 'smallint', default: 0 },
    shuffle: { type: 'integer' },
    updatedAt: { type: 'datetime' },
  },
});

export const BrowseBlockSchema = new EntitySchema<BrowseBlockRecord>({
  class: BrowseBlockRecord,
  tableName: 'browse_blocks',
  schema: 'profile',
  indexes: [{ properties: ['blockedId'] }],
  properties: {
    blockerId: { type: 'uuid', primary: true },
    blockedId: { type: 'uuid', primary: true },
    createdAt: { type: 'datetime' },
  },
});
