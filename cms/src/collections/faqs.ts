import type { CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { slugField } from '../fields/slug';
import { drafts } from './versioned';

export const faqSets = [
  { label: 'FAQ page', value: 'faq-page' },
  { label: 'Weekend coffee', value: 'coffee' },
  { label: 'General landing', value: 'general' },
  { label: 'Brains and Barstools', value: 'brains-and-barstools' },
  { label: 'Halloween 2025', value: 'halloween-2025' },
  { label: 'Halloween mystery', value: 'halloween-mystery' },
];

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'set', 'order', '_status'], group: 'Content' },
  access: contentAccess,
  versions: drafts,
  defaultSort: 'order',
  fields: [
    slugField('faqId', { admin: { position: 'sidebar', description: 'A stable key, e.g. coffee-3.' } }),
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    {
      name: 'set',
      type: 'select',
      required: true,
      index: true,
      options: faqSets,
      admin: { position: 'sidebar', description: 'Which page this question belongs to.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'expanded',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Open when the page loads.' },
    },
  ],
};
