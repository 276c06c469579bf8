import { useGetMyProfileQuery } from '@ember/api-client';
import { DiscoverabilityChecklist } from '@ember/ui';
import { SettingsPageFrame } from '../components/settings-page-frame';
import styles from '../components/settings.module.css';

const dateFormat = new Intl.DateTimeFormat('en-CA', { month: 'long', day: 'numeric' });

/**
 * /emberite/settings/visibility (spec 3 §2.9): the 'Show my videos to others' toggle stays off
 * before launch; nobody is visible before the pre-launch date, and without two videos.
 */
export function VisibilityPage() {
  const profile = useGetMyProfileQuery();
  const visibleFrom = profile.data?.visibility.visibleFrom;
  return (
    <SettingsPageFrame title="visibility">
      <label className={styles.switchRow}>
        <span>
          <span className={styles.itemLabel}>Show my videos to others</span>
          <span className={styles.itemDescription}>Not available before launch</span>
        </span>
        <input type="checkbox" role="switch" className={styles.switch} checked={false} disabled readOnly />
      </label>
      <p className={styles.muted}>
        We are in pre-launch: members cannot see each other until{' '}
        {visibleFrom ? dateFormat.format(new Date(visibleFrom)) : 'February 14th'}.
      </p>
      <DiscoverabilityChecklist videos={profile.data?.videos ?? []} />
    </SettingsPageFrame>
  );
}
