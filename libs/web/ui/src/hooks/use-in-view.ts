import { type RefObject, useEffect, useState } from 'react';

export interface ViewState {
  inView: boolean;
  /** How many times the element has left the screen: tells one time away from the next. */
  exits: number;
}

const initial: ViewState = { inView: true, exits: 0 };

/**
 * Whether the element is on screen, from an IntersectionObserver. Always in view where the
 * browser has none (or while `enabled` is false): nothing is then treated as scrolled away.
 */
export function useInView(element: RefObject<Element | null>, enabled = true): ViewState {
  const [view, setView] = useState<ViewState>(initial);
  useEffect(() => {
    const target = element.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setView((previous) =>
          previous.inView === entry.isIntersecting
            ? previous
            : { inView: entry.isIntersecting, exits: previous.exits + (entry.isIntersecting ? 0 : 1) },
        );
      },
      { threshold: 0 },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      setView((previous) => ({ ...previous, inView: true }));
    };
  }, [element, enabled]);
  return view;
}
