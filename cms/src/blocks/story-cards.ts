import type { Block } from 'payload';

export const StoryCardsBlock: Block = {
  slug: 'storyCards',
  interfaceName: 'StoryCardsBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    { name: 'showMoreLabel', type: 'text', required: true, defaultValue: 'show more examples' },
    {
      name: 'sets',
      type: 'relationship',
      relationTo: 'story-card-sets',
      hasMany: true,
      required: true,
      admin: { description: 'Shown four cards at a time, in this order, wrapping after the last set.' },
    },
    { name: 'flipStaggerMs', type: 'number', required: true, defaultValue: 100 },
  ],
};
