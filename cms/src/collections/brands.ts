import type { CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { linkField } from '../fields/link';
import { themeField } from '../fields/theme';
import { drafts } from './versioned';

export const Brands: CollectionConfig = {
  slug: 'brands',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'key', 'landingVariant'], group: 'Brands' },
  access: contentAccess,
  versions: drafts,
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { label: 'Programs (default)', value: 'programs' },
        { label: 'Social (event discovery)', value: 'social' },
        { label: 'Coffee meetups', value: 'coffee' },
      ],
    },
    { name: 'name', type: 'text', required: true },
    {
      name: 'isDefault',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shown when the host name matches no brand.' },
    },
    {
      name: 'hostNames',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Host names (without port) that select this brand.' },
      fields: [{ name: 'hostName', type: 'text', required: true }],
    },
    themeField('defaultTheme', 'The theme visitors see until they pick one.'),
    {
      name: 'landingVariant',
      type: 'select',
      required: true,
      options: [
        { label: 'Programs landing (rotating word and explainer)', value: 'programs' },
        { label: 'General landing (get your invite)', value: 'general' },
        { label: 'Weekend coffee landing', value: 'coffee' },
      ],
    },
    {
      name: 'landing',
      type: 'relationship',
      relationTo: ['pages', 'campaigns'],
      required: true,
      admin: { description: 'What / shows on this brand.' },
    },
    linkField('headerCta', { label: 'Header button', required: true }),
    linkField('applyLink', { label: 'Apply button on landing routes', required: true }),
    {
      name: 'hideApplyOn',
      type: 'array',
      admin: { description: 'Paths where the Apply button is hidden.' },
      fields: [{ name: 'path', type: 'text', required: true }],
    },
    {
      name: 'footerLinks',
      type: 'array',
      fields: [
        { name: 'label', type: 'text', required: true },
        { name: 'href', type: 'text', required: true },
      ],
    },
    { name: 'copyrightYear', type: 'number', required: true, defaultValue: 2025 },
  ],
};
