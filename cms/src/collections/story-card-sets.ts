import type { CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { drafts } from './versioned';

export const StoryCardSets: CollectionConfig = {
  slug: 'story-card-sets',
  labels: { singular: 'Story-card set', plural: 'Story-card sets' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order', '_status'], group: 'Content' },
  access: contentAccess,
  versions: drafts,
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'For editors only.' } },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 4,
      maxRows: 4,
      interfaceName: 'StoryCard',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            { name: 'age', type: 'number', min: 20 },
            { name: 'interest', type: 'text', required: true },
          ],
        },
        { name: 'story', type: 'textarea', required: true },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
};
