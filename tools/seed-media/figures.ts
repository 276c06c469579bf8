import { clothes, hairs, skins } from './palette.ts';

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A person seen from the front: body, arms, head and hair; `pose` lifts the arms. */
export function person(
  random: () => number,
  x: number,
  y: number,
  scale: number,
  pose: 'still' | 'wave' | 'dance' | 'hold' = 'still',
): string {
  const skin = pick(random, skins);
  const shirt = pick(random, clothes);
  const hair = pick(random, hairs);
  const s = scale;
  const arm = (side: -1 | 1) => {
    const up =
      pose === 'dance' ? (side === 1 ? -70 : -20) : pose === 'wave' && side === 1 ? -60 : pose === 'hold' ? -5 : 35;
    const sx = x + side * 26 * s;
    const ex = x + side * 48 * s;
    const ey = y - 40 * s + up * s;
    return `<path d="M${sx} ${y - 58 * s} Q ${x + side * 44 * s} ${y - 40 * s} ${ex} ${ey}" stroke="${shirt}" stroke-width="${13 * s}" stroke-linecap="round" fill="none"/>
      <circle cx="${ex}" cy="${ey}" r="${6.5 * s}" fill="${skin}"/>`;
  };
  const longHair = random() < 0.45;
  return `<g>
    ${arm(-1)}${arm(1)}
    <path d="M${x - 28 * s} ${y} L${x - 24 * s} ${y - 62 * s} Q${x} ${y - 78 * s} ${x + 24 * s} ${y - 62 * s} L${x + 28 * s} ${y} Z" fill="${shirt}"/>
    ${longHair ? `<rect x="${x - 20 * s}" y="${y - 112 * s}" width="${40 * s}" height="${46 * s}" rx="${16 * s}" fill="${hair}"/>` : ''}
    <circle cx="${x}" cy="${y - 96 * s}" r="${19 * s}" fill="${skin}"/>
    <path d="M${x - 20 * s} ${y - 98 * s} Q${x} ${y - 128 * s} ${x + 20 * s} ${y - 98 * s} Q${x} ${y - 110 * s} ${x - 20 * s} ${y - 98 * s} Z" fill="${hair}"/>
    <circle cx="${x - 6.5 * s}" cy="${y - 96 * s}" r="${2.2 * s}" fill="#2b1d14"/>
    <circle cx="${x + 6.5 * s}" cy="${y - 96 * s}" r="${2.2 * s}" fill="#2b1d14"/>
    <path d="M${x - 6 * s} ${y - 87 * s} Q${x} ${y - 82 * s} ${x + 6 * s} ${y - 87 * s}" stroke="#2b1d14" stroke-width="${1.8 * s}" fill="none" stroke-linecap="round"/>
  </g>`;
}

/** A head-and-shoulders portrait filling a square: for testimonials and host avatars. */
export function portrait(random: () => number, size: number, background: string): string {
  const skin = pick(random, skins);
  const shirt = pick(random, clothes);
  const hair = pick(random, hairs);
  const c = size / 2;
  const style = Math.floor(random() * 4);
  const head = size * 0.2;
  const hy = size * 0.42;
  const hairBack =
    style === 0
      ? `<rect x="${c - head * 1.15}" y="${hy - head * 1.1}" width="${head * 2.3}" height="${head * 2.6}" rx="${head}" fill="${hair}"/>`
      : style === 1
        ? `<circle cx="${c}" cy="${hy - head * 1.15}" r="${head * 0.55}" fill="${hair}"/>`
        : style === 2
          ? Array.from({ length: 9 }, (_, n) => {
              const a = Math.PI + (n / 8) * Math.PI;
              return `<circle cx="${c + Math.cos(a) * head * 1.05}" cy="${hy + Math.sin(a) * head * 1.05}" r="${head * 0.38}" fill="${hair}"/>`;
            }).join('')
          : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <defs><radialGradient id="bg" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
    <rect width="${size}" height="${size}" fill="${background}"/>
    <rect width="${size}" height="${size}" fill="url(#bg)"/>
    ${hairBack}
    <path d="M${c - size * 0.36} ${size} Q${c - size * 0.34} ${size * 0.7} ${c} ${size * 0.68} Q${c + size * 0.34} ${size * 0.7} ${c + size * 0.36} ${size} Z" fill="${shirt}"/>
    <rect x="${c - head * 0.35}" y="${hy + head * 0.7}" width="${head * 0.7}" height="${head * 0.8}" fill="${skin}"/>
    <circle cx="${c}" cy="${hy}" r="${head}" fill="${skin}"/>
    <path d="M${c - head * 1.02} ${hy - head * 0.1} Q${c - head * 0.2} ${hy - head * 1.7} ${c + head * 1.02} ${hy - head * 0.1} Q${c + head * 0.4} ${hy - head * 0.75} ${c - head * 1.02} ${hy - head * 0.1} Z" fill="${hair}"/>
    <circle cx="${c - head * 0.36}" cy="${hy + head * 0.05}" r="${head * 0.09}" fill="#2b1d14"/>
    <circle cx="${c + head * 0.36}" cy="${hy + head * 0.05}" r="${head * 0.09}" fill="#2b1d14"/>
    <path d="M${c - head * 0.35} ${hy + head * 0.45} Q${c} ${hy + head * 0.72} ${c + head * 0.35} ${hy + head * 0.45}" stroke="#7a2e1f" stroke-width="${head * 0.09}" fill="none" stroke-linecap="round"/>
    <circle cx="${c - head * 0.62}" cy="${hy + head * 0.35}" r="${head * 0.14}" fill="#e88b7a" opacity="0.45"/>
    <circle cx="${c + head * 0.62}" cy="${hy + head * 0.35}" r="${head * 0.14}" fill="#e88b7a" opacity="0.45"/>
  </svg>`;
}
