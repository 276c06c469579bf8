import type { CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { drafts } from './versioned';

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'subtitle', 'order', '_status'], group: 'Content' },
  access: contentAccess,
  versions: drafts,
  defaultSort: 'order',
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'subtitle', type: 'text' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
};
