import { EntitySchema } from '@mikro-orm/core';
import { PeopleFilters } from '../domain/people-filters.entity.js';

export const PeopleFiltersSchema = new EntitySchema<PeopleFilters>({
  class: PeopleFilters,
  tableName: 'people_filters',
  schema: 'profile',
  properties: {
    userId: { type: 'uuid', primary: true },
    profileFilters: { type: 'json' },
    eventFilters: { type: 'json' },
    availability: { type: 'json' },
    updatedAt: { type: 'datetime' },
  },
});
