import type { GlobalConfig } from 'payload';

import { globalContentAccess } from '../access/content-access';
import { themeGroupOptions } from '../collections/themes';

export const ThemePicker: GlobalConfig = {
  slug: 'theme-picker',
  admin: { group: 'Brands' },
  access: globalContentAccess,
  versions: { drafts: true, max: 50 },
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'choose your colors' },
    { name: 'defaultTheme', type: 'relationship', relationTo: 'themes', required: true },
    {
      name: 'groups',
      type: 'array',
      required: true,
      admin: { description: 'The picker shows these groups in this order.' },
      fields: [
        { name: 'group', type: 'select', required: true, options: themeGroupOptions },
        { name: 'label', type: 'text', required: true },
        { name: 'themes', type: 'relationship', relationTo: 'themes', hasMany: true, required: true },
      ],
    },
    {
      name: 'routeThemes',
      type: 'array',
      admin: { description: 'Routes that force a theme (pages and campaigns may also force one).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'path', type: 'text', required: true },
            { name: 'theme', type: 'relationship', relationTo: 'themes', required: true },
          ],
        },
      ],
    },
  ],
};
