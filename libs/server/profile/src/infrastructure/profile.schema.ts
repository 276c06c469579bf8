import { EntitySchema } from '@mikro-orm/core';
import { Profile } from '../domain/profile.entity.js';

export const ProfileSchema = new EntitySchema<Profile>({
  class: Profile,
  tableName: 'profiles',
  schema: 'profile',
  indexes: [{ properties: ['location'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', unique: true },
    firstName: { type: 'string', length: 50 },
    age: { type: 'smallint' },
    sex: { type: 'string', length: 10 },
    location: { type: 'string', length: 120 },
    newLocation: { type: 'string', length: 120, nullable: true },
    activityPreferences: { type: 'string[]', nullable: true },
    neighborhoods: { type: 'string[]', nullable: true },
    canHost: { type: 'boolean', nullable: true },
    hostingDetails: { type: 'json', nullable: true },
    availableTimeSlots: { type: 'json', nullable: true },
    discoveryPreference: { type: 'string', length: 20, nullable: true },
    discoveryPreferenceOther: { type: 'string', length: 300, nullable: true },
    demo: { type: 'boolean', default: false },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});
