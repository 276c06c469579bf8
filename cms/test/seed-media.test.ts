import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { allExperiences } from '../src/seed/content/experiences';
import {
  allSeedImages,
  experienceMedia,
  heroV1Image,
  pageVideos,
  pressImages,
  testimonialPhotos,
} from '../src/seed/content/media';
import { pressArticles } from '../src/seed/content/press';
import { testimonials } from '../src/seed/content/testimonials';
import { seedMediaDir } from '../src/seed/media';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webPublic = path.join(root, 'apps/web/public');
const contentDir = path.join(root, 'cms/src/seed/content');

/** Every '/media/…' address written anywhere in the seeded content's sources. */
function mediaPathsInContent(): string[] {
  return readdirSync(contentDir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [
      ...readFileSync(path.join(contentDir, file), 'utf8').matchAll(/['"`](\/media\/[^'"`$]+)['"`]/g),
    ])
    .map((match) => match[1]!);
}

function isMp4(file: string): boolean {
  const head = readFileSync(file).subarray(4, 8).toString('latin1');
  return head === 'ftyp';
}

describe('the seeded content’s media', () => {
  it('has a picture file for every image the seed uploads, at a web size', async () => {
    const images = allSeedImages();
    expect(images.length).toBeGreaterThanOrEqual(38);
    for (const image of images) {
      const file = path.join(seedMediaDir, image.file);
      expect(statSync(file, { throwIfNoEntry: false })?.isFile(), image.file).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeGreaterThanOrEqual(320);
      expect(meta.width).toBeLessThanOrEqual(1920);
      expect(statSync(file).size, image.file).toBeLessThan(150_000);
      expect(image.alt.trim()).not.toBe('');
    }
  });

  it('leaves no slot blank: testimonials, press, experiences and the v1 hero', () => {
    for (const testimonial of testimonials) expect(testimonialPhotos[testimonial.name], testimonial.name).toBeDefined();
    for (const article of pressArticles) expect(pressImages[article.title], article.title).toBeDefined();
    for (const experience of allExperiences) {
      expect(experienceMedia[experience.experienceId], experience.experienceId).toBeDefined();
    }
    expect(heroV1Image.file).toMatch(/\.webp$/);
  });

  it('serves a real MP4 for every video address the seed writes', () => {
    const addresses = new Set([
      ...mediaPathsInContent(),
      ...Object.keys(pageVideos),
      ...Object.values(experienceMedia).map((media) => media.hostVideo),
    ]);
    expect(addresses).toContain('/media/brains-and-barstools-past-event.mp4');
    for (const address of addresses) {
      const file = path.join(webPublic, address);
      expect(statSync(file, { throwIfNoEntry: false })?.isFile(), address).toBe(true);
      expect(isMp4(file), address).toBe(true);
      expect(statSync(file).size, address).toBeLessThan(1_500_000);
    }
  });

  it('keeps everything together well under 3 MB', () => {
    const sizeOf = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (sum, entry) =>
          sum + (entry.isDirectory() ? sizeOf(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).size),
        0,
      );
    const total = sizeOf(seedMediaDir) + sizeOf(path.join(webPublic, 'media'));
    expect(total).toBeLessThan(3_000_000);
  });
});
