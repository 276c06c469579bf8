import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const exec = promisify(execFile);

/** Toronto, as a camera writes it into EXIF. */
const torontoGps = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '43/1 39/1 11/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '79/1 22/1 59/1',
};

export interface ImageOptions {
  width?: number;
  height?: number;
  /** Gaussian noise, as in a real photo (large files); plain colour when false. */
  noisy?: boolean;
}

function canvas({ width = 640, height = 480, noisy = false }: ImageOptions, channels: 3 | 4 = 3) {
  return sharp({
    create: {
      width,
      height,
      channels,
      background: { r: 200, g: 80, b: 40, alpha: 0.6 },
      ...(noisy ? { noise: { type: 'gaussian' as const, mean: 128, sigma: 40 } } : {}),
    },
  });
}

/** A JPEG as a phone writes it: GPS position in EXIF and an orientation tag (6: rotate 90° to view). */
export async function aJpegWithGps(options: ImageOptions & { orientation?: number } = {}): Promise<Buffer> {
  return canvas(options)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: options.orientation ?? 6 })
    .withExif({ IFD0: { Make: 'Ember Test Camera' }, IFD3: torontoGps })
    .toBuffer();
}

export function aPng(options: ImageOptions = {}): Promise<Buffer> {
  return canvas(options, 4).png().toBuffer();
}

export function aWebp(options: ImageOptions = {}): Promise<Buffer> {
  return canvas(options).webp().toBuffer();
}

/**
 * A PNG whose header claims a huge size while the file weighs a few bytes: a decompression bomb
 * in miniature (its pixel data is never there to decode).
 */
export function aPixelBomb(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A HEIC (HEVC in HEIF), as iPhones save photos; made with libheif's `heif-enc` (Debian: libheif-examples). */
export async function aHeic(options: ImageOptions = {}): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'ember-heic-'));
  try {
    await writeFile(join(dir, 'in.png'), await canvas(options).png().toBuffer());
    await exec('heif-enc', ['-q', '60', '-o', join(dir, 'out.heic'), join(dir, 'in.png')]);
    return await readFile(join(dir, 'out.heic'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface VideoOptions {
  seconds?: number;
  width?: number;
  height?: number;
  container?: 'webm' | 'mp4' | 'mov';
  audio?: boolean;
}

/**
 * A test clip from ffmpeg's generators (moving pattern, a tone). MP4 and MOV carry a GPS location
 * tag, as phone recordings do; WebM is VP8/Opus, as Chrome's recorder writes it.
 */
export async function aVideo(path: string, options: VideoOptions = {}): Promise<string> {
  const { seconds = 2, width = 320, height = 240, container = 'webm', audio = true } = options;
  const codecs =
    container === 'webm'
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '800k', '-c:a', 'libopus']
      : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '35', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
  await exec('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=30`],
    ...(audio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'] : []),
    ...['-t', String(seconds)],
    ...(audio ? [] : ['-an']),
    ...codecs,
    ...(container === 'webm' ? [] : ['-metadata', 'location=+43.6532-079.3832/', '-metadata', 'title=private']),
    path,
  ]);
  return path;
}

export interface Probe {
  format: { duration?: string; tags?: Record<string, string>; format_name?: string };
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
}

export async function probe(path: string): Promise<Probe> {
  const { stdout } = await exec('ffprobe', [
    ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
  ]);
  return JSON.parse(stdout) as Probe;
}

/** Whether EXIF data (as sharp reports it) holds a GPS block (IFD0 tag 0x8825). */
export function hasGpsExif(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') >= 0 ? exif.indexOf('Exif\0\0') + 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const ifd = u32(4);
  const count = u16(ifd);
  for (let entry = 0; entry < count; entry++) if (u16(ifd + 2 + entry * 12) === 0x8825) return true;
  return false;
}
