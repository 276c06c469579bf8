import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';

import { themeColours, themeGroups } from '@ember/themes';

import { contentAccess } from '../access/content-access';
import { colorField } from '../fields/color';
import { slugField } from '../fields/slug';
import { drafts } from './versioned';

/** The picker's groups as select options. */
export const themeGroupOptions = themeGroups.map((group) => ({ label: group.label, value: group.id }));

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
    { name: 'group', type: 'select', required: true, options: themeGroupOptions, admin: { position: 'sidebar' } },
    {
      name: 'pickerOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Order inside its picker group.' },
    },
    { name: 'description', type: 'textarea' },
    { type: 'row', fields: themeColours.map((colour) => colorField(colour)) },
    {
      name: 'darkMode',
      type: 'checkbox',
      admin: { readOnly: true, position: 'sidebar', description: 'On when the main background is not white.' },
    },
  ],
};
