import type { CollectionConfig } from 'payload';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { anyone } from '../access/anyone';
import { canEditContent } from '../access/can-edit-content';

const defaultDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.data/cms/media');

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  upload: {
    staticDir: process.env.CMS_MEDIA_DIR ?? defaultDir,
    mimeTypes: ['image/*'],
    focalPoint: true,
    adminThumbnail: 'thumbnail',
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 320, height: 320, position: 'centre', formatOptions: { format: 'webp' } },
      { name: 'card', width: 768, formatOptions: { format: 'webp' } },
      { name: 'hero', width: 1920, formatOptions: { format: 'webp' } },
    ],
  },
  fields: [{ name: 'alt', type: 'text', required: true, admin: { description: 'What the image shows.' } }],
};
