import { useEffect, useState } from 'react';

/** Spec 2 §9: the header looks 56 px down the page for the section under it. */
export const headerCheckOffset = 56;

export type HeaderTone = 'light' | 'dark';

export interface HeaderLook {
  scrolled: boolean;
  /** How dark the section under the header is: the header's text turns light on dark sections. */
  tone: HeaderTone;
}

/** The tone of the section (marked with data-header-tone) that spans the check line, if any. */
export function toneAt(offset: number, root: ParentNode = document): HeaderTone {
  const sections = root.querySelectorAll<HTMLElement>('[data-header-tone]');
  let tone: HeaderTone = 'light';
  for (const section of sections) {
    const box = section.getBoundingClientRect();
    if (box.top <= offset && box.bottom > offset) tone = section.dataset['headerTone'] === 'dark' ? 'dark' : 'light';
  }
  return tone;
}

/** Spec 2 §2.2: the header's look follows the scroll position and the section beneath it. */
export function useHeaderLook(pathname: string, initialTone: HeaderTone = 'light'): HeaderLook {
  const [look, setLook] = useState<HeaderLook>({ scrolled: false, tone: initialTone });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next: HeaderLook = { scrolled: window.scrollY > 8, tone: toneAt(headerCheckOffset) };
      setLook((previous) => (previous.scrolled === next.scrolled && previous.tone === next.tone ? previous : next));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Sections of a lazily loaded page arrive after the first check.
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [pathname]);
  return look;
}
