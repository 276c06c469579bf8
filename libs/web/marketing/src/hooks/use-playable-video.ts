import { useEffect, useState } from 'react';

const checked = new Map<string, Promise<boolean>>();

/**
 * Whether a video address serves a video. A file on this site is asked for its headers first (the
 * web server answers a missing file with the app's page, not a video); another site's address is
 * trusted, and the player's own error hides it if it fails.
 */
export function isPlayableVideo(url: string): Promise<boolean> {
  const known = checked.get(url);
  if (known) return known;
  const target = new URL(url, window.location.href);
  const answer =
    target.origin !== window.location.origin
      ? Promise.resolve(true)
      : fetch(target, { method: 'HEAD' }).then(
          (response) => response.ok && (response.headers.get('Content-Type') ?? '').startsWith('video/'),
          () => false,
        );
  checked.set(url, answer);
  return answer;
}

/** null while finding out, then whether the video can be shown. */
export function usePlayableVideo(url: string | null | undefined): boolean | null {
  const [playable, setPlayable] = useState<{ url: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    void isPlayableVideo(url).then((ok) => current && setPlayable({ url, ok }));
    return () => {
      current = false;
    };
  }, [url]);
  if (!url) return false;
  return playable?.url === url ? playable.ok : null;
}
