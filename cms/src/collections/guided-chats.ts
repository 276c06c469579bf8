import type { CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { slugField } from '../fields/slug';
import { drafts } from './versioned';

/**
 * The member area's help chats (spec 3 §3's Chat: id, title, description, messages and a canned
 * response dictionary): the setup guide, event tips and the general chat at /emberite/chat/{chatId}.
 */
export const GuidedChats: CollectionConfig = {
  slug: 'guided-chats',
  labels: { singular: 'Help chat', plural: 'Help chats' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'chatId', 'order', '_status'], group: 'Content' },
  access: contentAccess,
  versions: drafts,
  defaultSort: 'order',
  fields: [
    slugField('chatId', { admin: { position: 'sidebar', description: 'The {chatId} of /emberite/chat/{chatId}.' } }),
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'messages',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'What the chat says when it opens, one bubble each.' },
      fields: [{ name: 'text', type: 'textarea', required: true }],
    },
    {
      name: 'responses',
      type: 'array',
      admin: {
        description:
          'Canned responses: offered as quick questions, and answered when a typed message contains one of the keywords.',
      },
      fields: [
        { name: 'question', type: 'text', required: true },
        {
          name: 'keywords',
          type: 'text',
          admin: { description: 'Comma-separated words or phrases that bring this answer, e.g. "video, record".' },
        },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
    {
      name: 'fallback',
      type: 'textarea',
      required: true,
      admin: { description: 'The answer when a typed message matches no canned response.' },
    },
  ],
};
