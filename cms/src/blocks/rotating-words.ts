import type { Block } from 'payload';

export const RotatingWordsBlock: Block = {
  slug: 'rotatingWords',
  interfaceName: 'RotatingWordsBlock',
  fields: [
    { name: 'before', type: 'text', admin: { description: 'Text before the rotating word.' } },
    {
      name: 'words',
      type: 'array',
      required: true,
      minRows: 2,
      fields: [{ name: 'word', type: 'text', required: true }],
    },
    { name: 'after', type: 'text', admin: { description: 'Text after the rotating word.' } },
    { name: 'intervalMs', type: 'number', required: true, defaultValue: 3000, min: 500 },
  ],
};
