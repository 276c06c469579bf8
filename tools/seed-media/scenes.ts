import { person } from './figures.ts';
import { type Palette, palettes, randomFrom, seedOf } from './palette.ts';

export type Motif = 'water' | 'mountains' | 'target' | 'table' | 'dance' | 'talk' | 'laptops' | 'acro';

const W = 1200;
const H = 800;

function sky(p: Palette, w: number, h: number, id: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

function hills(p: Palette, random: () => number, w: number, base: number, layers = 2): string {
  return Array.from({ length: layers }, (_, layer) => {
    const y = base + layer * 60;
    const points = Array.from({ length: 7 }, (_, n) => `${(n * w) / 6} ${y - 40 - random() * 90}`);
    return `<path d="M0 ${y} L${points.join(' L')} L${w} ${y} L${w} 2000 L0 2000 Z" fill="${p.land}" opacity="${0.55 + layer * 0.45}"/>`;
  }).join('');
}

function group(
  random: () => number,
  count: number,
  left: number,
  right: number,
  y: number,
  scale: number,
  pose: Parameters<typeof person>[4],
) {
  const step = (right - left) / Math.max(1, count - 1);
  return Array.from({ length: count }, (_, n) =>
    person(random, left + n * step + (random() - 0.5) * 14, y + (random() - 0.5) * 10, scale, pose),
  ).join('');
}

const motifs: Record<Motif, (p: Palette, random: () => number) => string> = {
  water: (p, random) => `
    <circle cx="930" cy="170" r="70" fill="${p.accent}"/>
    ${hills(p, random, W, 420, 1)}
    <rect y="470" width="${W}" height="330" fill="${p.deep}" opacity="0.85"/>
    ${Array.from({ length: 9 }, (_, n) => `<path d="M${-50 + n * 150} ${540 + (n % 3) * 60} q40 -18 80 0 t80 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="5" fill="none"/>`).join('')}
    ${[220, 520, 820].map((x) => `<ellipse cx="${x}" cy="640" rx="130" ry="14" fill="${p.accent}"/>${person(random, x, 632, 1.05, 'hold')}`).join('')}`,
  mountains: (p, random) => `
    <circle cx="240" cy="160" r="60" fill="${p.accent}"/>
    ${[
      [120, 560, 430],
      [520, 640, 520],
      [900, 600, 460],
    ]
      .map(
        ([x, y, peak]) =>
          `<path d="M${x! - 260} ${y} L${x} ${y! - peak!} L${x! + 260} ${y} Z" fill="${p.deep}"/><path d="M${x! - 62} ${y! - peak! + 110} L${x} ${y! - peak!} L${x! + 62} ${y! - peak! + 110} L${x! + 20} ${y! - peak! + 90} L${x} ${y! - peak! + 118} L${x! - 24} ${y! - peak! + 92} Z" fill="#ffffff"/>`,
      )
      .join('')}
    <rect y="560" width="${W}" height="240" fill="${p.land}"/>
    <ellipse cx="840" cy="690" rx="300" ry="52" fill="#5fb3d9"/>
    ${group(random, 5, 160, 560, 720, 1, 'wave')}`,
  target: (p, random) => `
    ${Array.from({ length: 12 }, (_, n) => `<rect x="${n * 100}" y="0" width="96" height="${H}" fill="${p.land}" opacity="${0.55 + (n % 3) * 0.15}"/>`).join('')}
    ${[140, 105, 70, 36].map((r, n) => `<circle cx="860" cy="330" r="${r}" fill="${n % 2 ? '#ffffff' : p.accent}"/>`).join('')}
    <g transform="rotate(-35 840 320)"><rect x="832" y="250" width="16" height="150" rx="6" fill="#6b4424"/><path d="M820 250 q28 -40 56 0 l0 24 q-28 -10 -56 0 Z" fill="#c7ccd4"/></g>
    <rect y="640" width="${W}" height="160" fill="${p.deep}"/>
    ${group(random, 4, 150, 520, 720, 1.1, 'wave')}`,
  table: (p, random) => `
    <rect y="0" width="${W}" height="${H}" fill="${p.skyBottom}"/>
    ${Array.from({ length: 6 }, (_, n) => `<circle cx="${120 + n * 190}" cy="110" r="18" fill="${p.accent}" opacity="0.7"/><path d="M${120 + n * 190} 0 V92" stroke="${p.deep}" stroke-width="3"/>`).join('')}
    ${group(random, 5, 230, 970, 560, 1.25, 'hold')}
    <rect x="120" y="540" width="960" height="40" rx="14" fill="${p.land}"/>
    <rect x="150" y="580" width="900" height="220" fill="${p.deep}" opacity="0.9"/>
    ${[280, 480, 700, 900].map((x) => `<ellipse cx="${x}" cy="536" rx="64" ry="16" fill="#ffffff"/><ellipse cx="${x}" cy="530" rx="40" ry="10" fill="${p.accent}"/><path d="M${x - 14} 500 q10 -20 0 -40 M${x + 10} 500 q10 -20 0 -40" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.8"/>`).join('')}`,
  dance: (p, random) => `
    ${Array.from({ length: 24 }, (_, n) => `<rect x="${(n % 12) * 100}" y="${600 + Math.floor(n / 12) * 100}" width="98" height="98" fill="${n % 3 === 0 ? p.accent : n % 3 === 1 ? '#ff6fb5' : '#4dd4ff'}" opacity="0.55"/>`).join('')}
    <circle cx="600" cy="90" r="54" fill="#d8d8e8"/>${Array.from({ length: 10 }, (_, n) => `<path d="M600 90 L${600 + Math.cos(n) * 900} ${90 + Math.abs(Math.sin(n)) * 900}" stroke="${p.accent}" stroke-opacity="0.18" stroke-width="24"/>`).join('')}
    ${Array.from({ length: 6 }, () => `<text x="${100 + random() * 1000}" y="${160 + random() * 260}" font-size="54" fill="${p.accent}" font-family="sans-serif">♪</text>`).join('')}
    ${group(random, 6, 150, 1050, 640, 1.15, 'dance')}`,
  talk: (p, random) => `
    <rect x="0" y="520" width="${W}" height="280" fill="${p.land}"/>
    <rect x="380" y="180" width="440" height="250" rx="16" fill="${p.skyBottom}" stroke="${p.accent}" stroke-width="8"/>
    <path d="M430 370 L520 290 L590 340 L680 240 L770 300" stroke="${p.accent}" stroke-width="12" fill="none" stroke-linecap="round"/>
    ${person(random, 600, 520, 1.2, 'wave')}
    <rect x="660" y="380" width="10" height="140" fill="#333"/><circle cx="665" cy="378" r="14" fill="#555"/>
    <path d="M120 150 h220 a24 24 0 0 1 24 24 v70 a24 24 0 0 1 -24 24 h-150 l-40 34 v-34 h-30 a24 24 0 0 1 -24 -24 v-70 a24 24 0 0 1 24 -24 Z" fill="#ffffff" opacity="0.9"/>
    <rect x="140" y="190" width="180" height="14" rx="7" fill="${p.deep}" opacity="0.5"/><rect x="140" y="220" width="130" height="14" rx="7" fill="${p.deep}" opacity="0.5"/>
    ${group(random, 6, 140, 1060, 780, 1, 'still')}`,
  laptops: (p, random) => `
    <rect width="${W}" height="${H}" fill="${p.skyBottom}"/>
    ${Array.from({ length: 5 }, (_, n) => `<rect x="${60 + n * 230}" y="70" width="170" height="110" rx="10" fill="${p.land}" opacity="0.15"/>`).join('')}
    ${group(random, 4, 240, 960, 560, 1.3, 'hold')}
    <rect x="100" y="540" width="1000" height="36" rx="12" fill="${p.deep}"/>
    ${[280, 520, 760, 960].map((x) => `<rect x="${x - 80}" y="430" width="160" height="106" rx="8" fill="#2d3440"/><rect x="${x - 70}" y="440" width="140" height="86" rx="4" fill="#dfe9f7"/>${[0, 1, 2, 3].map((l) => `<rect x="${x - 60 + (l % 2) * 16}" y="${452 + l * 18}" width="${60 + ((x + l * 37) % 50)}" height="8" rx="4" fill="${l % 2 ? p.accent : p.land}"/>`).join('')}<rect x="${x - 100}" y="532" width="200" height="10" rx="5" fill="#9aa5b5"/>`).join('')}
    <rect x="140" y="576" width="920" height="224" fill="${p.land}" opacity="0.25"/>`,
  acro: (p, random) => `
    <circle cx="900" cy="180" r="90" fill="${p.accent}" opacity="0.85"/>
    ${hills(p, random, W, 560, 2)}
    <rect x="330" y="650" width="540" height="40" rx="18" fill="${p.deep}" opacity="0.8"/>
    ${person(random, 600, 660, 1.45, 'hold')}
    ${person(random, 600, 598, 1.05, 'dance')}
    ${group(random, 3, 180, 330, 720, 0.9, 'wave')}${group(random, 2, 930, 1050, 720, 0.9, 'wave')}`,
};

/** An experience's picture: its motif in its category's colours, with a small group in it. */
export function experienceScene(category: string, motif: Motif, key: string): string {
  const p = palettes[category] ?? palettes['Outdoors']!;
  const random = randomFrom(seedOf(key));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    ${sky(p, W, H, 'sky')}${motifs[motif](p, random)}
  </svg>`;
}

/** The second picture of an experience: a closer, patterned take on the same colours. */
export function detailScene(category: string, motif: Motif, key: string): string {
  const p = palettes[category] ?? palettes['Outdoors']!;
  const random = randomFrom(seedOf(`${key}:detail`));
  const dots = Array.from({ length: 70 }, () => {
    const r = 6 + random() * 26;
    const colour = [p.accent, p.land, p.deep, '#ffffff'][Math.floor(random() * 4)];
    return `<circle cx="${random() * W}" cy="${random() * H}" r="${r}" fill="${colour}" opacity="${0.25 + random() * 0.5}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <rect width="${W}" height="${H}" fill="${p.skyBottom}"/>${dots}
    <g transform="translate(600 400) scale(1.5) translate(-600 -470)">${motifs[motif](p, random)}</g>
  </svg>`;
}

/** Root landing v1's hero: an evening table under string lights, dark enough for white text on it. */
export function heroScene(): string {
  const random = randomFrom(seedOf('hero-v1'));
  const w = 1920;
  const h = 1080;
  const bulbs = Array.from({ length: 26 }, (_, n) => {
    const x = 40 + n * 72;
    const y = 120 + Math.sin((n / 25) * Math.PI) * 90;
    return `<circle cx="${x}" cy="${y}" r="34" fill="#ffcf70" opacity="0.16"/><circle cx="${x}" cy="${y}" r="11" fill="#ffe3a3"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#141230"/><stop offset="1" stop-color="#3a2445"/></linearGradient>
    <radialGradient id="glow" cx="50%" cy="78%" r="45%"><stop offset="0" stop-color="#ffb45e" stop-opacity="0.45"/><stop offset="1" stop-color="#ffb45e" stop-opacity="0"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#night)"/>
    ${Array.from({ length: 60 }, () => `<circle cx="${random() * w}" cy="${random() * 420}" r="${1 + random() * 2}" fill="#ffffff" opacity="${0.3 + random() * 0.5}"/>`).join('')}
    <path d="M40 120 Q 960 300 1840 120" stroke="#5a4a6a" stroke-width="3" fill="none"/>${bulbs}
    <rect width="${w}" height="${h}" fill="url(#glow)"/>
    ${group(random, 6, 470, 1450, 1030, 2.3, 'wave')}
    <rect x="300" y="1000" width="1320" height="50" rx="20" fill="#6b3f2a"/>
    <rect x="360" y="1050" width="1200" height="40" fill="#3d2418"/>
    ${[520, 760, 1000, 1240, 1440].map((x) => `<rect x="${x}" y="960" width="26" height="42" rx="6" fill="#ffe3a3" opacity="0.85"/>`).join('')}
  </svg>`;
}

/** The press card's picture: a front page with a small mountain town and a group on it. */
export function pressScene(): string {
  const random = randomFrom(seedOf('press'));
  const p = palettes['Outdoors']!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <rect width="1200" height="630" fill="#d9d2c3"/>
    <g transform="rotate(-3 600 315)">
      <rect x="160" y="40" width="880" height="560" fill="#fbf8f1"/>
      <rect x="200" y="70" width="800" height="50" fill="#22252b"/>
      <rect x="200" y="140" width="520" height="26" rx="4" fill="#22252b"/><rect x="200" y="178" width="430" height="26" rx="4" fill="#22252b"/>
      <svg x="200" y="226" width="500" height="330" viewBox="0 0 1200 800">${sky(p, 1200, 800, 'psky')}${motifs.mountains(p, random)}</svg>
      ${Array.from({ length: 12 }, (_, n) => `<rect x="730" y="${230 + n * 27}" width="${200 + ((n * 37) % 70)}" height="10" rx="5" fill="#8d8a84"/>`).join('')}
    </g>
  </svg>`;
}

/** The past talk night, as the video's one frame: a speaker, a screen and a full room. */
export function talkNightScene(): string {
  const random = randomFrom(seedOf('brains-and-barstools'));
  const p = palettes['Talks']!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">
    ${sky(p, 1200, 800, 'tsky')}${motifs.talk(p, random)}
  </svg>`;
}
