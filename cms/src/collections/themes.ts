import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { colorField } from '../fields/color';
import { slugField } from '../fields/slug';
import { drafts } from './versioned';

export const themeTokens = [
  'primary',
  'primaryLight',
  'primaryDark',
  'accent',
  'accentLight',
  'accentDark',
  'dark',
  'text',
  'muted',
  'lightGray',
  'offWhite',
  'bgPrimary',
  'bgSecondary',
  'bgTertiary',
] as const;

export const themeGroups = [
  { label: 'accent colours (test)', value: 'accent-test' },
  { label: 'warm', value: 'warm' },
  { label: 'bold', value: 'bold' },
  { label: 'creative', value: 'creative' },
  { label: 'fresh', value: 'fresh' },
  { label: 'professional', value: 'professional' },
];

/** True when a colour is not white: such a background switches dark mode on. */
export function isNonWhite(hex: string): boolean {
  const value = hex.replace('#', '').toLowerCase();
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.slice(0, 6);
  return full !== 'ffffff';
}

const deriveDarkMode: CollectionBeforeChangeHook = ({ data }) => {
  if (typeof data.bgPrimary === 'string') data.darkMode = isNonWhite(data.bgPrimary);
  return data;
};

export const Themes: CollectionConfig = {
  slug: 'themes',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'themeId', 'group'], group: 'Brands' },
  access: contentAccess,
  versions: drafts,
  hooks: { beforeChange: [deriveDarkMode] },
  fields: [
    slugField('themeId'),
    { name: 'name', type: 'text', required: true },
    { name: 'group', type: 'select', required: true, options: themeGroups, admin: { position: 'sidebar' } },
    {
      name: 'pickerOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Order inside its picker group.' },
    },
    { name: 'description', type: 'textarea' },
    { type: 'row', fields: themeTokens.map((token) => colorField(token)) },
    {
      name: 'darkMode',
      type: 'checkbox',
      admin: { readOnly: true, position: 'sidebar', description: 'On when the main background is not white.' },
    },
  ],
};
