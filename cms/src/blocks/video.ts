import type { Block } from 'payload';

export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'caption', type: 'text' },
    { name: 'url', type: 'text', required: true, admin: { description: 'A video file or an embed address.' } },
    { name: 'poster', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'background', type: 'checkbox', defaultValue: false, label: 'Looping muted background' },
        { name: 'embed', type: 'checkbox', defaultValue: false, label: 'Embed (iframe)' },
      ],
    },
  ],
};
