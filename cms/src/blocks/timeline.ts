import type { Block } from 'payload';

export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'when', type: 'text', required: true, admin: { description: 'As shown, e.g. Sat Oct 25.' } },
            { name: 'date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
          ],
        },
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
  ],
};
