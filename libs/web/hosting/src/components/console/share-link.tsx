import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@ember/ui';
import styles from './console.module.css';

/** An active format's public page, to open or to copy and share. */
export function ShareLink({ slug }: { slug: string }) {
  const path = `/f/${slug}`;
  const address = `${window.location.origin}${path}`;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <div className={styles.share}>
      <p>
        Your format is live at <Link to={path}>{address}</Link>
      </p>
      <Button
        variant="secondary"
        size="small"
        onClick={() => {
          void navigator.clipboard?.writeText(address).then(
            () => setCopied(true),
            () => {},
          );
        }}
      >
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </div>
  );
}
