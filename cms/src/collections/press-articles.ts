import type { CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { validateHref } from '../fields/link';
import { drafts } from './versioned';

/** A press card: opens the external article in a new tab. */
export const PressArticles: CollectionConfig = {
  slug: 'press-articles',
  labels: { singular: 'Press card', plural: 'Press cards' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'pressName', '_status'], group: 'Content' },
  access: contentAccess,
  versions: drafts,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    { name: 'pressName', type: 'text', required: true },
    { name: 'link', type: 'text', required: true, validate: validateHref },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'publishedOn', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
  ],
};
