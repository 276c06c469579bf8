import type { Block } from 'payload';

export const FaqAccordionBlock: Block = {
  slug: 'faqAccordion',
  interfaceName: 'FaqAccordionBlock',
  fields: [
    { name: 'anchor', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    {
      name: 'faqs',
      type: 'relationship',
      relationTo: 'faqs',
      hasMany: true,
      required: true,
      admin: { description: 'One item open at a time; opening one closes the others.' },
    },
    { name: 'contactLine', type: 'text', admin: { description: 'Line under the questions, e.g. a mailto.' } },
    { name: 'contactEmail', type: 'email' },
  ],
};
