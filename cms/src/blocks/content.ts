import type { Block } from 'payload';

import { linkField } from '../fields/link';
import { paragraphsField } from '../fields/paragraphs';

/** A plain section of copy with an optional image and button. */
export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  fields: [
    { name: 'anchor', type: 'text' },
    { name: 'eyebrow', type: 'text' },
    { name: 'heading', type: 'text', required: true },
    paragraphsField(),
    { name: 'image', type: 'upload', relationTo: 'media' },
    linkField('cta'),
  ],
};
