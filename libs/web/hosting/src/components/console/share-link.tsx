import { Link } from 'react-router';
import { CopyLinkButton } from '../copy-link-button';
import styles from './console.module.css';

/** An active format's public page, to open or to copy and share. */
export function ShareLink({ slug }: { slug: string }) {
  const path = `/f/${slug}`;
  const address = `${window.location.origin}${path}`;
  return (
    <div className={styles.share}>
      <p>
        Your format is live at <Link to={path}>{address}</Link>
      </p>
      <CopyLinkButton address={address} label="Copy link" variant="secondary" size="small" />
    </div>
  );
}
