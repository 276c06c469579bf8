// `npm run seed-media:make`: draws every picture and clip of the seeded content (see
// cms/src/seed/content/media.ts) as SVG, renders it with sharp, and makes the clips with ffmpeg.
// The output is committed; run this only to change them. Needs ffmpeg (or FFMPEG_PATH).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import {
  type SeedImage,
  experienceMedia,
  heroV1Image,
  pressImages,
  testimonialPhotos,
} from '../../cms/src/seed/content/media.ts';
import { portrait } from './figures.ts';
import { palettes, randomFrom, seedOf } from './palette.ts';
import { detailScene, experienceScene, heroScene, pressScene, talkNightScene } from './scenes.ts';

const root = resolve(import.meta.dirname, '../..');
const imagesDir = join(root, 'cms/src/seed/media');
const publicDir = join(root, 'apps/web/public');
const ffmpeg = process.env['FFMPEG_PATH'] ?? 'ffmpeg';
const work = mkdtempSync(join(tmpdir(), 'ember-seed-media-'));
mkdirSync(imagesDir, { recursive: true });
mkdirSync(join(publicDir, 'media/hosts'), { recursive: true });

let total = 0;
function note(path: string) {
  const size = statSync(path).size;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} kB  ${path.slice(root.length + 1)}`);
}

async function image(target: SeedImage, svg: string, quality: number) {
  const path = join(imagesDir, target.file);
  await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toFile(path);
  note(path);
}

/** A few seconds of a still, slowly zoomed: H.264 and AAC in MP4, the first frame a keyframe, moov first. */
async function clip(
  svg: string,
  target: string,
  size: { w: number; h: number },
  seconds: number,
  audio: 'quiet' | 'room',
) {
  const still = join(work, `${seedOf(target)}.png`);
  await sharp(Buffer.from(svg))
    .resize(size.w * 2, size.h * 2, { fit: 'cover' })
    .png()
    .toFile(still);
  const frames = seconds * 24;
  const sound =
    audio === 'room'
      ? ['-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.04:seed=16:duration=${seconds}`]
      : ['-f', 'lavfi', '-i', `anullsrc=channel_layout=mono:sample_rate=44100`];
  const path = join(publicDir, target);
  execFileSync(
    ffmpeg,
    [
      '-y',
      '-loglevel',
      'error',
      '-loop',
      '1',
      '-i',
      still,
      ...sound,
      '-filter_complex',
      `[0:v]zoompan=z='min(zoom+0.0012,1.15)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${size.w}x${size.h}:fps=24,format=yuv420p[v]`,
      '-map',
      '[v]',
      '-map',
      '1:a',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-ac',
      '1',
      '-map_metadata',
      '-1',
      '-movflags',
      '+faststart',
      path,
    ],
    { stdio: 'inherit' },
  );
  note(path);
}

/** A host's clip: their portrait beside their experience's motif, 16:9 like the page's video frame. */
function hostCard(id: string): string {
  const media = experienceMedia[id]!;
  const palette = palettes[media.category] ?? palettes['Outdoors']!;
  const face = portrait(randomFrom(seedOf(`host:${id}`)), 720, palette.accent).replace(/<svg[^>]*>|<\/svg>/g, '');
  const scene = experienceScene(media.category, media.motif, id).replace(/<svg[^>]*>|<\/svg>/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
    <rect width="1280" height="720" fill="${palette.deep}"/>
    <svg x="560" width="720" height="720" viewBox="240 40 720 720" preserveAspectRatio="xMidYMid slice">${scene}</svg>
    <svg width="560" height="720" viewBox="80 0 560 720">${face}</svg>
  </svg>`;
}

for (const [id, media] of Object.entries(experienceMedia)) {
  await image(media.image, experienceScene(media.category, media.motif, id), 68);
  await image(media.detail, detailScene(media.category, media.motif, id), 62);
  const palette = palettes[media.category] ?? palettes['Outdoors']!;
  await image(media.hostAvatar, portrait(randomFrom(seedOf(`host:${id}`)), 480, palette.accent), 74);
  await clip(hostCard(id), media.hostVideo, { w: 640, h: 360 }, 3, 'quiet');
}
const portraitColours = ['#f4d35e', '#9bc1bc', '#ed6a5a', '#a3c4f3', '#c5a3ff', '#90be6d'];
for (const [n, [name, photo]] of Object.entries(testimonialPhotos).entries()) {
  await image(
    photo,
    portrait(randomFrom(seedOf(`testimonial:${name}`)), 480, portraitColours[n % portraitColours.length]!),
    74,
  );
}
for (const press of Object.values(pressImages)) await image(press, pressScene(), 70);
await image(heroV1Image, heroScene(), 66);
await clip(talkNightScene(), '/media/brains-and-barstools-past-event.mp4', { w: 854, h: 480 }, 6, 'room');

writeFileSync(join(work, 'done'), '');
rmSync(work, { recursive: true, force: true });
console.log(`${(total / 1024).toFixed(0)} kB in all`);
