import type { Block } from 'payload';

export const CountdownBlock: Block = {
  slug: 'countdown',
  interfaceName: 'CountdownBlock',
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'target',
      type: 'date',
      required: true,
      admin: {
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The deadline; the countdown ticks every second until then and shows zeros after.',
      },
    },
    { name: 'note', type: 'text' },
  ],
};
