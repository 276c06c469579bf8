import { Alert, Button } from '@ember/ui';
import styles from './console.module.css';

/** A part of a page that could not be loaded, and the way to try again. */
export function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div className={styles.failed}>
      <Alert>We couldn&apos;t load {what}. Check your connection and try again.</Alert>
      <Button variant="secondary" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
