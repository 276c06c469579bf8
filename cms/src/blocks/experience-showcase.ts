import type { Block } from 'payload';

export const ExperienceShowcaseBlock: Block = {
  slug: 'experienceShowcase',
  interfaceName: 'ExperienceShowcaseBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    { name: 'experiences', type: 'relationship', relationTo: 'experiences', hasMany: true, required: true },
  ],
};
