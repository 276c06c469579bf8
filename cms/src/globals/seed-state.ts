import type { GlobalConfig } from 'payload';

import { isAdmin } from '../access/is-admin';

/** Records that the spec's content was loaded, so a start seeds only once. */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  admin: { group: 'Settings', description: 'Written by the seed command.' },
  access: { read: isAdmin, update: isAdmin },
  fields: [
    { name: 'seededAt', type: 'date', admin: { readOnly: true } },
    { name: 'contentVersion', type: 'number', admin: { readOnly: true } },
  ],
};
