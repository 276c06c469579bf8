import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Payload } from 'payload';

import { allSeedImages } from './content/media';
import type { Refs } from './upsert';

/** Where the seeded pictures live in the repository. */
export const seedMediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'media');

/**
 * Uploads every seeded picture to the media collection once (Payload makes the sizes), keyed by
 * file name in `refs` ('media', file). A second run finds them by file name and uploads nothing.
 */
export async function uploadSeedMedia(payload: Payload, refs: Refs): Promise<void> {
  for (const image of allSeedImages()) {
    const found = await payload.find({
      collection: 'media',
      where: { filename: { equals: image.file } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    const existing = found.docs[0];
    const id = existing
      ? (await payload.update({ collection: 'media', id: existing.id, data: { alt: image.alt }, overrideAccess: true }))
          .id
      : (
          await payload.create({
            collection: 'media',
            data: { alt: image.alt },
            filePath: path.join(seedMediaDir, image.file),
            overrideAccess: true,
          })
        ).id;
    refs.set('media', image.file, id);
  }
}
