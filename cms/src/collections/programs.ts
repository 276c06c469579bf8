import type { CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { slugField } from '../fields/slug';
import { drafts } from './versioned';

/** A program's marketing card. The program's operational data (deadline, flags, price) stays in the api. */
export const Programs: CollectionConfig = {
  slug: 'programs',
  labels: { singular: 'Program card', plural: 'Program cards' },
  admin: { useAsTitle: 'programId', defaultColumns: ['programId', 'component', 'order', '_status'], group: 'Content' },
  access: contentAccess,
  versions: drafts,
  defaultSort: 'order',
  fields: [
    slugField('programId', { admin: { position: 'sidebar', description: 'Same id as in the api.' } }),
    {
      name: 'component',
      type: 'text',
      required: true,
      admin: { position: 'sidebar', description: 'The detail view the web renders for this program.' },
    },
    {
      name: 'onProgramsPage',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Listed on /programs; detail page at /program/{id}.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'card',
      type: 'group',
      interfaceName: 'ProgramCard',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'subtitle', type: 'text' },
        {
          name: 'badges',
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'duration', type: 'text', admin: { description: 'e.g. 90 min sessions' } },
                { name: 'length', type: 'text', admin: { description: 'e.g. 4 weeks' } },
                { name: 'groupSize', type: 'text', admin: { description: 'e.g. 6-12 people' } },
              ],
            },
          ],
        },
        { name: 'priceText', type: 'text' },
        {
          name: 'bgGradient',
          type: 'text',
          admin: { description: 'CSS gradient, e.g. linear-gradient(135deg, #5A2A3C, #8E4162).' },
        },
      ],
    },
    {
      name: 'tracks',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'trackId', type: 'text', required: true },
            { name: 'name', type: 'text', required: true },
          ],
        },
      ],
    },
  ],
};
