import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { seoField } from '../fields/seo';
import { slugField } from '../fields/slug';
import { themeField } from '../fields/theme';
import { layoutField } from './layout';
import { drafts } from './versioned';

/** A campaign's start-flow path defaults to its slug (e.g. brains-and-barstools). */
const defaultCampaignPath: CollectionBeforeValidateHook = ({ data }) => {
  if (data && !data.campaignPath && typeof data.slug === 'string') data.campaignPath = data.slug;
  return data;
};

export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'slug', 'programId', '_status'], group: 'Content' },
  access: contentAccess,
  versions: drafts,
  hooks: { beforeValidate: [defaultCampaignPath] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('slug', { admin: { position: 'sidebar', description: 'The route: /{slug}.' } }),
    {
      name: 'programId',
      type: 'text',
      admin: { position: 'sidebar', description: 'Set in the start flow on load, e.g. prog-halloween-2025.' },
    },
    {
      name: 'campaignPath',
      type: 'text',
      admin: { position: 'sidebar', description: 'Set in the start flow on load; defaults to the slug.' },
    },
    {
      name: 'startPath',
      type: 'text',
      admin: { position: 'sidebar', description: 'Where the calls to action lead, e.g. /start/coffee.' },
    },
    {
      name: 'logUtm',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Log utm_source, utm_medium and utm_campaign on load.' },
    },
    {
      name: 'eventDates',
      type: 'array',
      admin: { description: 'When the campaign meets, as shown in copy.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            { name: 'startsAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
    themeField(),
    seoField(),
    layoutField,
  ],
};
