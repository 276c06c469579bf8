import type { CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { paragraphsField } from '../fields/paragraphs';
import { slugField } from '../fields/slug';
import { drafts } from './versioned';

export const ExperienceTypes: CollectionConfig = {
  slug: 'experience-types',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'typeId', 'route', '_status'], group: 'Experiences' },
  access: contentAccess,
  versions: drafts,
  fields: [
    slugField('typeId'),
    {
      name: 'route',
      type: 'text',
      admin: { position: 'sidebar', description: 'Short route of the type page, e.g. /poetry or /yvr.' },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'tagline', type: 'text' },
    paragraphsField('description'),
    {
      type: 'row',
      fields: [
        { name: 'price', type: 'number', min: 0, admin: { description: 'Per person.' } },
        { name: 'currency', type: 'text', defaultValue: 'CAD' },
        { name: 'durationText', type: 'text', admin: { description: 'As shown, e.g. 3-4 h.' } },
      ],
    },
    {
      name: 'participants',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', type: 'number', min: 1 },
            { name: 'max', type: 'number', min: 1 },
          ],
        },
      ],
    },
    { name: 'area', type: 'text' },
    {
      name: 'availableDates',
      type: 'array',
      fields: [{ name: 'date', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } }],
    },
    {
      name: 'options',
      type: 'array',
      admin: { description: 'Choices offered on the page (activities, budgets).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'group', type: 'text', required: true },
            { name: 'value', type: 'text', required: true },
            { name: 'label', type: 'text', required: true },
          ],
        },
      ],
    },
    { name: 'joinPath', type: 'text', admin: { description: 'Where the join button leads.' } },
    { name: 'experiences', type: 'relationship', relationTo: 'experiences', hasMany: true },
  ],
};
