import type { Block } from 'payload';

export const PressCardsBlock: Block = {
  slug: 'pressCards',
  interfaceName: 'PressCardsBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'articles', type: 'relationship', relationTo: 'press-articles', hasMany: true, required: true },
  ],
};
