import type { ByteRange } from '../application/media-storage.port.js';

/**
 * Reads an HTTP Range header (RFC 9110 §14) for one range of a file of `size` bytes: the range,
 * 'unsatisfiable' (answer 416), or undefined to send the whole file (no header, a malformed one,
 * or several ranges, which a server may ignore).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (last !== '' && Number(last) < start) return undefined;
  return { start, end };
}
