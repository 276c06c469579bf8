import type { Block } from 'payload';

export const ChatQaBlock: Block = {
  slug: 'chatQa',
  interfaceName: 'ChatQaBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'intro', type: 'textarea', admin: { description: 'The first message in the chat.' } },
    { name: 'topics', type: 'relationship', relationTo: 'chat-topics', hasMany: true, required: true },
    {
      name: 'openingTopics',
      type: 'relationship',
      relationTo: 'chat-topics',
      hasMany: true,
      admin: { description: 'Questions offered first; the rest come up as follow-ups.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'followUpCount', type: 'number', required: true, defaultValue: 3 },
        { name: 'chunkSize', type: 'number', required: true, defaultValue: 20 },
        { name: 'typingMinMs', type: 'number', required: true, defaultValue: 100 },
        { name: 'typingMaxMs', type: 'number', required: true, defaultValue: 200 },
      ],
    },
  ],
};
