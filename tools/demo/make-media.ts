// `node tools/demo/make-media.ts`: draws the demo members' portraits and their two prompt clips
// once; the outputs are committed (small JPEGs and MP4s), so a start needs neither step.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { demoMembers } from '../../apps/api/src/demo/demo-members.ts';

const out = join(import.meta.dirname, 'media');
mkdirSync(out, { recursive: true });

/** A friendly flat portrait: a coloured backdrop, head and shoulders, the initial on the shirt. */
function portrait(name: string, [background, accent]: [string, string], index: number): string {
  const skin = ['#f1c9a5', '#d9a27c', '#a86b4a', '#7a4a32', '#e8b896'][index % 5];
  const hair = ['#2b1d14', '#5a3a22', '#111111', '#8a5a2b', '#3b2a20'][index % 5];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <rect width="600" height="800" fill="${background}"/>
  <circle cx="480" cy="140" r="90" fill="#ffffff" opacity="0.35"/>
  <path d="M90 800 C110 600 200 540 300 540 C400 540 490 600 510 800 Z" fill="${accent}"/>
  <rect x="265" y="440" width="70" height="110" rx="30" fill="${skin}"/>
  <ellipse cx="300" cy="350" rx="125" ry="150" fill="${skin}"/>
  <path d="M175 330 C170 200 250 170 300 170 C370 170 440 210 425 330 C400 270 330 250 260 265 C220 275 190 300 175 330 Z" fill="${hair}"/>
  <circle cx="255" cy="360" r="11" fill="#2a1a12"/>
  <circle cx="345" cy="360" r="11" fill="#2a1a12"/>
  <path d="M255 425 Q300 460 345 425" stroke="#2a1a12" stroke-width="9" fill="none" stroke-linecap="round"/>
  <text x="300" y="720" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="96" fill="#ffffff">${name[0]}</text>
</svg>`;
}

for (const [index, member] of demoMembers.entries()) {
  await sharp(Buffer.from(portrait(member.firstName, member.colours, index)))
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(join(out, `${member.firstName.toLowerCase()}.jpg`));
}

/** A three-second clip: a moving gradient with the prompt's caption. */
function clip(file: string, caption: string, colours: string): void {
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `gradients=s=360x640:c0=${colours.split(',')[0]}:c1=${colours.split(',')[1]}:speed=0.05:d=3:r=24`,
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=3:sample_rate=22050',
    '-vf',
    `drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf:text='${caption}':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=(h-text_h)/2`,
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '34',
    '-preset',
    'veryslow',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-af',
    'volume=0.2',
    '-shortest',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    join(out, file),
  ]);
}
clip('fun.mp4', 'my best dad joke', '0xff7a59,0x7a3cff');
clip('useful.mp4', 'my travel tip', '0x2bb673,0x1f6fd1');
console.log(`demo media written to ${out}`);
