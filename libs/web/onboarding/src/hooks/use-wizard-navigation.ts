import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §2.3 and §9: after each step change navigation rests for 600 ms. */
export const navigationLockMs = 600;

export interface WizardNavigation {
  index: number;
  locked: boolean;
  /** Moves on; ignored while locked unless `whenUnlocked`, which waits for the lock to lift. */
  next: (options?: { whenUnlocked?: boolean }) => void;
  back: () => void;
}

/**
 * The wizard's position: next and back move one step, each change locks navigation for 600 ms and
 * scrolls to the top. Back on the first step leaves the wizard.
 */
export function useWizardNavigation({
  index,
  count,
  onIndex,
  onLeave,
}: {
  index: number;
  count: number;
  onIndex: (index: number) => void;
  onLeave: () => void;
}): WizardNavigation {
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const lock = useCallback(() => {
    lockedRef.current = true;
    setLocked(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      lockedRef.current = false;
      setLocked(false);
      const queued = pending.current;
      pending.current = null;
      queued?.();
    }, navigationLockMs);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const go = useCallback(
    (target: number) => {
      onIndex(target);
      window.scrollTo({ top: 0, left: 0 });
      lock();
    },
    [onIndex, lock],
  );

  const next = useCallback(
    (options: { whenUnlocked?: boolean } = {}) => {
      const move = () => {
        if (index + 1 < count) go(index + 1);
      };
      if (lockedRef.current) {
        if (options.whenUnlocked) pending.current = move;
        return;
      }
      move();
    },
    [index, count, go],
  );

  const back = useCallback(() => {
    if (lockedRef.current) return;
    pending.current = null;
    if (index === 0) onLeave();
    else go(index - 1);
  }, [index, go, onLeave]);

  return { index, locked, next, back };
}
