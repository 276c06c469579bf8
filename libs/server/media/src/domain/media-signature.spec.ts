import { describe, expect, it } from '@jest/globals';
import { sniffSignature } from './media-signature.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat([
    ...parts.map((part) => Buffer.from(part as never, typeof part === 'string' ? 'latin1' : undefined)),
    Buffer.alloc(64),
  ]);
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], compatible.join(''));
};

describe('sniffSignature', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'photo', 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'photo', 'image/png'],
    ['GIF', bytes('GIF89a'), 'photo', 'image/gif'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'photo', 'image/webp'],
    ['TIFF', bytes([0x49, 0x49, 0x2a, 0x00]), 'photo', 'image/tiff'],
    ['HEIC', ftyp('heic', 'mif1', 'heic'), 'photo', 'image/heic'],
    ['HEIF with a mif1 major brand', ftyp('mif1', 'heic'), 'photo', 'image/heic'],
    ['AVIF', ftyp('avif', 'mif1', 'avif'), 'photo', 'image/avif'],
    ['MP4', ftyp('isom', 'isom', 'iso2', 'avc1', 'mp41'), 'video', 'video/mp4'],
    ['iPhone MOV', ftyp('qt  ', 'qt  '), 'video', 'video/quicktime'],
    ['old MOV without ftyp', bytes([0, 0, 0, 8], 'wide'), 'video', 'video/quicktime'],
    ['3GP', ftyp('3gp5', '3gp5', 'isom'), 'video', 'video/mp4'],
    [
      'WebM',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'),
      'video',
      'video/webm',
    ],
    ['Matroska', bytes([0x1a, 0x45, 0xdf, 0xa3], 'matroska'), 'video', 'video/x-matroska'],
    ['AVI', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), 'video', 'video/x-msvideo'],
  ])('knows %s', (_, header, kind, contentType) => {
    expect(sniffSignature(header)).toMatchObject({ kind, contentType });
  });

  it.each([
    ['text', Buffer.from('hello, this is not a picture at all')],
    ['a PDF', bytes('%PDF-1.7')],
    ['a ZIP', bytes([0x50, 0x4b, 0x03, 0x04])],
    ['a shell script', bytes('#!/bin/sh\nrm -rf /')],
    ['an SVG (script-capable, never served)', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['an unknown ISO brand', ftyp('abcd', 'efgh')],
    ['too few bytes', Buffer.from([0xff, 0xd8])],
  ])('refuses %s', (_, header) => {
    expect(sniffSignature(header)).toBeUndefined();
  });
});
