import { useCallback, useState } from 'react';

/**
 * Spec 2 §4: one item open at a time; opening one closes the others, pressing the open one closes
 * it. `initial` is the key open at first (null: all closed).
 */
export function useOneOpen<Key extends string>(initial: Key | null) {
  const [open, setOpen] = useState<Key | null>(initial);
  const toggle = useCallback((key: Key) => setOpen((current) => (current === key ? null : key)), []);
  return { open, toggle, isOpen: (key: Key) => open === key };
}
