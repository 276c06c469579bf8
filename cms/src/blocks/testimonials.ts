import type { Block } from 'payload';

export const TestimonialsBlock: Block = {
  slug: 'testimonials',
  interfaceName: 'TestimonialsBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'testimonials', type: 'relationship', relationTo: 'testimonials', hasMany: true, required: true },
    {
      name: 'autoAdvanceMs',
      type: 'number',
      required: true,
      defaultValue: 5000,
      admin: { description: 'Pauses on hover or touch.' },
    },
  ],
};
