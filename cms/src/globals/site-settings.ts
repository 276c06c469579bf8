import type { GlobalConfig } from 'payload';

import { globalContentAccess } from '../access/content-access';

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: globalContentAccess,
  versions: { drafts: true, max: 50 },
  fields: [
    { name: 'contactEmail', type: 'email', required: true, admin: { description: 'Shown on the FAQ page.' } },
    { name: 'city', type: 'text', required: true, defaultValue: 'Toronto' },
    {
      name: 'experienceLanding',
      type: 'group',
      admin: { description: 'Shared by every experience landing page.' },
      fields: [
        {
          name: 'fallbackExperience',
          type: 'relationship',
          relationTo: 'experiences',
          admin: { description: 'Shown when the experience id is unknown.' },
        },
        { name: 'comparisonHeading', type: 'text' },
        {
          name: 'comparison',
          type: 'array',
          dbName: 'xl_comparison',
          fields: [
            { name: 'topic', type: 'text', required: true },
            { name: 'genericEvent', type: 'textarea', required: true },
            { name: 'ours', type: 'textarea', required: true },
          ],
        },
        { name: 'stepsHeading', type: 'text' },
        {
          name: 'steps',
          type: 'array',
          dbName: 'xl_steps',
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'text', type: 'textarea', required: true },
          ],
        },
      ],
    },
  ],
};
