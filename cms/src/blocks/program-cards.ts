import type { Block } from 'payload';

export const ProgramCardsBlock: Block = {
  slug: 'programCards',
  interfaceName: 'ProgramCardsBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'programs',
      type: 'relationship',
      relationTo: 'programs',
      hasMany: true,
      required: true,
      admin: { description: 'Each card links to /program/{programId}.' },
    },
  ],
};
