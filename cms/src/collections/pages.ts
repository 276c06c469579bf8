import type { CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { seoField } from '../fields/seo';
import { slugField } from '../fields/slug';
import { themeField } from '../fields/theme';
import { layoutField } from './layout';
import { drafts } from './versioned';

const pathPattern = /^\/[a-z0-9\-/]*$/;

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'path', '_status'], group: 'Content' },
  access: contentAccess,
  versions: drafts,
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField(),
    {
      name: 'path',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'The route, e.g. / or /faq.' },
      validate: (value: unknown) => (typeof value === 'string' && pathPattern.test(value) ? true : 'Start with /.'),
    },
    themeField(),
    seoField(),
    layoutField,
  ],
};
