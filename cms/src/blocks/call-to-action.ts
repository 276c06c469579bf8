import type { Block } from 'payload';

import { linkField } from '../fields/link';

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  fields: [
    { name: 'anchor', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    linkField('button', { required: true }),
    { name: 'note', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'browsingCount', type: 'number', admin: { description: 'People browsing now (shown count).' } },
        { name: 'joinedThisWeek', type: 'number', admin: { description: 'People joined this week (static).' } },
      ],
    },
  ],
};
