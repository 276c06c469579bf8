import sharp from 'sharp';

/** A real JPEG portrait (a soft gradient with a face-sized circle), as a phone would send one. */
export async function aPhoto(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const width = 900;
  const height = 1200;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f4a261"/><stop offset="1" stop-color="#7a1f3d"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height * 0.4}" r="220" fill="#ffd7b5"/>
    <rect x="${width / 2 - 300}" y="${height * 0.62}" width="600" height="500" rx="260" fill="#2a9d8f"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
  return { name: 'me.jpg', mimeType: 'image/jpeg', buffer };
}
