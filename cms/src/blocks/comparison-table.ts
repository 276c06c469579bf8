import type { Block } from 'payload';

export const ComparisonTableBlock: Block = {
  slug: 'comparisonTable',
  interfaceName: 'ComparisonTableBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      type: 'row',
      fields: [
        { name: 'alternativeLabel', type: 'text', required: true, defaultValue: 'elsewhere' },
        { name: 'ourLabel', type: 'text', required: true, defaultValue: 'with us' },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'topic', type: 'text', required: true },
        { name: 'alternative', type: 'textarea', required: true },
        { name: 'ours', type: 'textarea', required: true },
      ],
    },
  ],
};
