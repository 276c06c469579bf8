export type MediaKind = 'photo' | 'video';

/** What a file really is, told from its first bytes rather than from its name or declared type. */
export interface MediaSignature {
  readonly kind: MediaKind;
  readonly format: string;
  readonly contentType: string;
}

/** How many leading bytes `sniffSignature` wants to see. */
export const signatureLength = 256;

const imageBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);
const videoBrands = new Set([
  'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'mmp4', 'msnv', 'm4v ', 'm4vp',
  'm4vh', 'f4v ', 'qt  ', '3gp4', '3gp5', '3gp6', '3gp7', '3g2a', '3g2b', '3g2c', 'mp4v',
]); // prettier-ignore
const quickTimeAtoms = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((value, index) => bytes[offset + index] === value);
}

const photo = (format: string, contentType: string): MediaSignature => ({ kind: 'photo', format, contentType });
const video = (format: string, contentType: string): MediaSignature => ({ kind: 'video', format, contentType });

/** The ISO base media file family (MP4, QuickTime, 3GP, HEIF, AVIF), told apart by brand. */
function isoMedia(bytes: Uint8Array): MediaSignature | undefined {
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4)
    brands.push(ascii(bytes, offset, 4));
  const lower = brands.map((brand) => brand.toLowerCase());
  const imageBrand = lower.find((brand) => imageBrands.has(brand));
  if (imageBrands.has(lower[0]!) || (imageBrand && !videoBrands.has(lower[0]!))) {
    return lower.includes('avif') || lower.includes('avis') ? photo('avif', 'image/avif') : photo('heic', 'image/heic');
  }
  if (lower[0] === 'qt  ') return video('mov', 'video/quicktime');
  if (lower.some((brand) => videoBrands.has(brand))) return video('mp4', 'video/mp4');
  return undefined;
}

/**
 * Tells photos and videos apart by their magic numbers. Anything else (text, PDFs, archives, a
 * renamed script) is not media, whatever its name says.
 */
export function sniffSignature(bytes: Uint8Array): MediaSignature | undefined {
  if (bytes.length < 12) return undefined;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return photo('jpeg', 'image/jpeg');
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return photo('png', 'image/png');
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return photo('gif', 'image/gif');
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return photo('tiff', 'image/tiff');
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return photo('webp', 'image/webp');
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') return video('avi', 'video/x-msvideo');
  if (ascii(bytes, 4, 4) === 'ftyp') return isoMedia(bytes);
  if (quickTimeAtoms.has(ascii(bytes, 4, 4))) return video('mov', 'video/quicktime');
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return ascii(bytes, 0, bytes.length).includes('webm')
      ? video('webm', 'video/webm')
      : video('mkv', 'video/x-matroska');
  }
  if (ascii(bytes, 0, 4) === 'OggS') return video('ogg', 'video/ogg');
  return undefined;
}
