import { useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the returned element scrolls into view (a little ahead of it), so the next
 * page is on its way before the member reaches the end. It looks again after each page arrives
 * (`loaded`), since a short page can leave the element in view. Without IntersectionObserver
 * nothing happens and the list's own button loads more.
 */
export function useInfiniteScroll<T extends Element>(onReach: () => void, enabled: boolean, loaded: number) {
  const ref = useRef<T>(null);
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, loaded]);
  return ref;
}
