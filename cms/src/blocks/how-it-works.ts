import type { Block } from 'payload';

export const HowItWorksBlock: Block = {
  slug: 'howItWorks',
  interfaceName: 'HowItWorksBlock',
  fields: [
    { name: 'anchor', type: 'text', defaultValue: 'how-it-works' },
    { name: 'heading', type: 'text', required: true },
    {
      name: 'presentation',
      type: 'select',
      required: true,
      defaultValue: 'carousel',
      options: [
        { label: 'Carousel (highlights the step nearest the centre)', value: 'carousel' },
        { label: 'Numbered list', value: 'list' },
        { label: 'Animated group graphic (tap to advance)', value: 'graphic' },
      ],
    },
    { name: 'cardWidth', type: 'number', defaultValue: 280, admin: { description: 'Carousel card width in px.' } },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
  ],
};
