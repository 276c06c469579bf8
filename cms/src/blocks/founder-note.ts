import type { Block } from 'payload';

import { paragraphsField } from '../fields/paragraphs';

export const FounderNoteBlock: Block = {
  slug: 'founderNote',
  interfaceName: 'FounderNoteBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    paragraphsField('paragraphs', { minRows: 1 }),
    {
      type: 'row',
      fields: [
        { name: 'signature', type: 'text', required: true },
        { name: 'role', type: 'text' },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
  ],
};
