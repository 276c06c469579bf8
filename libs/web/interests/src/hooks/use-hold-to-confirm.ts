import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 1 §4 and §9: hold for 2 s; the progress updates every 50 ms. */
export const holdDurationMs = 2000;
export const holdTickMs = 50;

/**
 * Press-and-hold: progress runs from 0 to 1 over two seconds while held, `onConfirm` runs once at
 * the end, and letting go early starts again from nothing.
 */
export function useHoldToConfirm(onConfirm: () => void, { disabled = false }: { disabled?: boolean } = {}) {
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const elapsed = useRef(0);
  const confirm = useRef(onConfirm);
  useEffect(() => {
    confirm.current = onConfirm;
  }, [onConfirm]);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    elapsed.current = 0;
    setProgress(0);
  }, []);

  const start = useCallback(() => {
    if (disabled || timer.current) return;
    elapsed.current = 0;
    timer.current = setInterval(() => {
      elapsed.current += holdTickMs;
      setProgress(Math.min(1, elapsed.current / holdDurationMs));
      if (elapsed.current >= holdDurationMs) {
        if (timer.current) clearInterval(timer.current);
        timer.current = null;
        confirm.current();
      }
    }, holdTickMs);
  }, [disabled]);

  useEffect(() => () => stop(), [stop]);

  return { progress, holding: progress > 0 && progress < 1, start, stop };
}
