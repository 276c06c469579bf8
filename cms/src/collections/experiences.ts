import type { CollectionConfig } from 'payload';

import { contentAccess } from '../access/content-access';
import { paragraphsField } from '../fields/paragraphs';
import { slugField } from '../fields/slug';
import { drafts } from './versioned';

export const experienceAreas = ['Revelstoke, BC', 'Metro Vancouver, BC'];

export const Experiences: CollectionConfig = {
  slug: 'experiences',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'experienceId', 'area', 'price', '_status'],
    group: 'Experiences',
  },
  access: contentAccess,
  versions: drafts,
  defaultSort: 'order',
  fields: [
    slugField('experienceId', { admin: { position: 'sidebar', description: 'Used in /experience/{id}.' } }),
    {
      name: 'inCatalogue',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Listed in the experience catalogue.' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'experienceType', type: 'relationship', relationTo: 'experience-types', admin: { position: 'sidebar' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Details',
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'subtitle', type: 'text' },
            {
              type: 'row',
              fields: [
                { name: 'category', type: 'text', required: true },
                { name: 'language', type: 'text', required: true, defaultValue: 'English' },
                { name: 'requiredLevel', type: 'text', defaultValue: 'Beginner' },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'Per person.' } },
                { name: 'currency', type: 'text', required: true, defaultValue: 'CAD' },
                { name: 'area', type: 'select', required: true, options: experienceAreas },
                { name: 'country', type: 'text', required: true, defaultValue: 'Canada' },
              ],
            },
            {
              name: 'duration',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'hours', type: 'number', required: true, min: 0 },
                    { name: 'minutes', type: 'number', required: true, defaultValue: 0, min: 0, max: 59 },
                  ],
                },
              ],
            },
            {
              name: 'participants',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'min', type: 'number', required: true, min: 1 },
                    { name: 'max', type: 'number', required: true, min: 1 },
                  ],
                },
              ],
              validate: (value: unknown) => {
                const range = value as { min?: number; max?: number } | undefined;
                return !range?.min || !range.max || range.max >= range.min ? true : 'Max must be at least min.';
              },
            },
            {
              name: 'location',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'name', type: 'text', required: true },
                    { name: 'address', type: 'text', required: true },
                  ],
                },
                { name: 'mapLink', type: 'text' },
              ],
            },
            { name: 'whatToExpect', type: 'textarea', required: true, label: 'About (what to expect)' },
            {
              name: 'whatsIncluded',
              type: 'array',
              fields: [{ name: 'item', type: 'text', required: true }],
            },
            {
              name: 'notes',
              type: 'array',
              fields: [
                { name: 'title', type: 'text', required: true },
                { name: 'text', type: 'textarea', required: true },
              ],
            },
          ],
        },
        {
          label: 'Host',
          fields: [
            {
              name: 'host',
              type: 'group',
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'title', type: 'text' },
                { name: 'bio', type: 'textarea' },
                { name: 'avatar', type: 'upload', relationTo: 'media' },
                { name: 'videoUrl', type: 'text' },
                { name: 'youtubeEmbed', type: 'text' },
              ],
            },
            { name: 'hostMessages', type: 'array', fields: [{ name: 'text', type: 'textarea', required: true }] },
          ],
        },
        {
          label: 'Images',
          description: 'Without uploads, clients use /images/{experienceId}/main, mid-top, mid-bottom and last.',
          fields: [
            { name: 'image', type: 'upload', relationTo: 'media' },
            { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
          ],
        },
        {
          label: 'Landing page',
          description: 'The experience landing descriptor: hero, details, host and call to action.',
          fields: [
            {
              name: 'landing',
              type: 'group',
              fields: [
                { name: 'heroTitle', type: 'text' },
                { name: 'heroDescription', type: 'textarea' },
                { name: 'heroBackground', type: 'upload', relationTo: 'media' },
                paragraphsField('description'),
                {
                  name: 'cta',
                  type: 'group',
                  fields: [
                    { name: 'buttonText', type: 'text', defaultValue: 'Join' },
                    { name: 'heading', type: 'text' },
                    { name: 'details', type: 'textarea' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
