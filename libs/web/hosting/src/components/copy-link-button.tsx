import { useEffect, useState } from 'react';
import { Button, type ButtonLook } from '@ember/ui';

/** How long "copied" shows after a copy (spec 3 §9: copy message 2 s). */
export const copiedMessageMs = 2000;

/** Copies an address to the clipboard and says so for two seconds. */
export function CopyLinkButton({ address, label, ...look }: { address: string; label: string } & ButtonLook) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedMessageMs);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      {...look}
      onClick={() =>
        void navigator.clipboard?.writeText(address).then(
          () => setCopied(true),
          () => {},
        )
      }
    >
      <span aria-live="polite">{copied ? 'Link copied' : label}</span>
    </Button>
  );
}
