import type { Block } from 'payload';

import { linkField } from '../fields/link';
import { paragraphsField } from '../fields/paragraphs';

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    { name: 'subheading', type: 'textarea' },
    paragraphsField(),
    {
      name: 'background',
      type: 'select',
      defaultValue: 'theme',
      options: [
        { label: 'Theme colours', value: 'theme' },
        { label: 'Image', value: 'image' },
        { label: 'Looping video', value: 'video' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'videoUrl', type: 'text', admin: { condition: (_, block) => block?.background === 'video' } },
    linkField('primaryCta', { label: 'Main button' }),
    linkField('secondaryCta', { label: 'Second button' }),
    { name: 'note', type: 'text', admin: { description: 'Small line under the buttons.' } },
  ],
};
