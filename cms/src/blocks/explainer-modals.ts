import type { Block } from 'payload';

/** Text with clickable phrases that each open a short explainer in a modal (root landing v2). */
export const ExplainerModalsBlock: Block = {
  slug: 'explainerModals',
  dbName: ({ tableName }) => `${tableName}_xm`,
  interfaceName: 'ExplainerModalsBlock',
  fields: [
    {
      name: 'text',
      type: 'textarea',
      required: true,
      admin: { description: 'Write each phrase in [brackets] where it should be clickable.' },
    },
    {
      name: 'phrases',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'phrase', type: 'text', required: true },
        {
          name: 'example',
          type: 'group',
          fields: [
            { name: 'kind', type: 'select', required: true, options: ['event', 'profile'] },
            { name: 'title', type: 'text', required: true },
            { name: 'text', type: 'textarea' },
            {
              name: 'choices',
              type: 'array',
              dbName: ({ tableName }) => `${tableName}_choices`,
              fields: [{ name: 'label', type: 'text', required: true }],
            },
          ],
        },
        {
          name: 'steps',
          type: 'array',
          dbName: ({ tableName }) => `${tableName}_steps`,
          minRows: 1,
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'text', type: 'textarea', required: true },
          ],
        },
        { name: 'nextLabel', type: 'text', defaultValue: 'Next' },
        {
          name: 'finalActions',
          type: 'array',
          dbName: ({ tableName }) => `${tableName}_actions`,
          fields: [{ name: 'label', type: 'text', required: true }],
        },
      ],
    },
  ],
};
