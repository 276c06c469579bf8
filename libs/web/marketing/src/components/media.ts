import type { Media } from '@ember/content';

/** The address of an uploaded image at the size asked for, if there is an upload at all. */
export function mediaUrl(
  media: number | Media | null | undefined,
  size?: 'thumbnail' | 'card' | 'hero',
): string | null {
  if (!media || typeof media !== 'object') return null;
  return (size ? media.sizes?.[size]?.url : null) ?? media.url ?? null;
}

export function mediaAlt(media: number | Media | null | undefined): string {
  return media && typeof media === 'object' ? media.alt : '';
}
