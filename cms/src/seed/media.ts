import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Payload } from 'payload';

import { allSeedImages } from './content/media';
import type { Refs } from './upsert';

/** Where the seeded pictures live in the repository. */
export const seedMediaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'media');

/**
 * Payload stores an upload under another name ('hero-v1-1.webp') when its directory already holds
 * a file of that name, e.g. after the database was reset but not the media directory.
 */
function storedAs(file: string): (stored: string | null | undefined) => boolean {
  const dot = file.lastIndexOf('.');
  const stem = file.slice(0, dot);
  const extension = file.slice(dot);
  return (stored) =>
    stored === file ||
    Boolean(
      stored?.startsWith(`${stem}-`) &&
      stored.endsWith(extension) &&
      /^\d+$/.test(stored.slice(stem.length + 1, -extension.length)),
    );
}

/**
 * Uploads every seeded picture to the media collection once (Payload makes the sizes), keyed by
 * file name in `refs` ('media', file). A second run finds them by file name and uploads nothing.
 */
export async function uploadSeedMedia(payload: Payload, refs: Refs): Promise<void> {
  for (const image of allSeedImages()) {
    const found = await payload.find({
      collection: 'media',
      where: { filename: { like: image.file.slice(0, image.file.lastIndexOf('.')) } },
      limit: 20,
      depth: 0,
      overrideAccess: true,
    });
    const existing = found.docs.find((doc) => storedAs(image.file)(doc.filename));
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
