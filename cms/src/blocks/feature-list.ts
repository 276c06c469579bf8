import type { Block } from 'payload';

import { linkField } from '../fields/link';
import { paragraphsField } from '../fields/paragraphs';

/** A titled list of items: explainer sections, 'why join' blocks, interest categories, format cards. */
export const FeatureListBlock: Block = {
  slug: 'featureList',
  interfaceName: 'FeatureListBlock',
  fields: [
    { name: 'anchor', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'presentation',
      type: 'select',
      required: true,
      defaultValue: 'list',
      options: [
        { label: 'List', value: 'list' },
        { label: 'Grid of cards', value: 'grid' },
        { label: 'Accordion (one open at a time, on mobile)', value: 'accordion' },
        { label: 'Categories (one open at a time, first open)', value: 'categories' },
        { label: 'Carousel', value: 'carousel' },
      ],
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        paragraphsField('details'),
        { name: 'badge', type: 'text', admin: { description: 'Short tag, e.g. "4-6 people, 90 minutes".' } },
      ],
    },
    linkField('cta'),
  ],
};
