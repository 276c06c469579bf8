import type { Block } from 'payload';

import { linkField } from '../fields/link';

export const NeighbourhoodEventsBlock: Block = {
  slug: 'neighbourhoodEvents',
  dbName: ({ tableName }) => `${tableName}_hood`,
  interfaceName: 'NeighbourhoodEventsBlock',
  fields: [
    { name: 'anchor', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'selectLabel', type: 'text', required: true, defaultValue: "i'm into this" },
        { name: 'selectedLabel', type: 'text', required: true, defaultValue: 'selected' },
      ],
    },
    {
      name: 'selectionBar',
      type: 'group',
      admin: { description: 'Slides up once at least one event is selected. {count} is replaced by the number.' },
      fields: [
        { name: 'one', type: 'text', required: true, defaultValue: '1 event selected' },
        { name: 'many', type: 'text', required: true, defaultValue: '{count} events selected' },
        linkField('button', { required: true }),
      ],
    },
    {
      name: 'sections',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'One open at a time.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'key', type: 'text', required: true },
            { name: 'name', type: 'text', required: true },
            { name: 'openByDefault', type: 'checkbox', defaultValue: false },
          ],
        },
        {
          name: 'events',
          type: 'array',
          dbName: ({ tableName }) => `${tableName}_cards`,
          required: true,
          minRows: 1,
          interfaceName: 'NeighbourhoodEventCard',
          fields: [
            { name: 'title', type: 'text', required: true },
            {
              type: 'row',
              fields: [
                { name: 'venue', type: 'text', required: true },
                { name: 'typeLabel', type: 'text', required: true },
                { name: 'hours', type: 'text', required: true },
              ],
            },
            { name: 'address', type: 'text', required: true },
            { name: 'description', type: 'textarea', required: true },
          ],
        },
      ],
    },
  ],
};
