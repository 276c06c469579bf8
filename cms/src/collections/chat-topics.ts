import type { CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { linkField } from '../fields/link';
import { slugField } from '../fields/slug';
import { drafts } from './versioned';

export const ChatTopics: CollectionConfig = {
  slug: 'chat-topics',
  labels: { singular: 'Chat Q&A topic', plural: 'Chat Q&A topics' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'audience', 'order', '_status'], group: 'Content' },
  access: contentAccess,
  versions: drafts,
  defaultSort: 'order',
  fields: [
    slugField('topicId'),
    {
      name: 'audience',
      type: 'select',
      required: true,
      defaultValue: 'visitor',
      options: [
        { label: 'Visitors (landing chat)', value: 'visitor' },
        { label: 'Hosts (become-a-host chat)', value: 'host' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'question', type: 'text', required: true },
    {
      name: 'answer',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Each entry is one chat bubble, typed out in chunks.' },
      fields: [{ name: 'text', type: 'textarea', required: true }],
    },
    linkField('action', { label: 'Button under the answer' }),
    {
      name: 'followUps',
      type: 'relationship',
      relationTo: 'chat-topics',
      hasMany: true,
      admin: { description: 'Questions offered next (three are shown).' },
    },
  ],
};
