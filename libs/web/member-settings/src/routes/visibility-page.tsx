import { useState } from 'react';
import { useGetMyProfileQuery } from '@ember/api-client';
import { DiscoverabilityChecklist } from '@ember/ui';
import { SettingsPageFrame } from '../components/settings-page-frame';
import styles from '../components/settings.module.css';

const dayFormat = new Intl.DateTimeFormat('en-CA', { month: 'long', day: 'numeric' });
const dayAndYearFormat = new Intl.DateTimeFormat('en-CA', { month: 'long', day: 'numeric', year: 'numeric' });

/** 'February 14', with the year when it is not this one. */
function launchDay(at: Date, now: Date): string {
  return (at.getFullYear() === now.getFullYear() ? dayFormat : dayAndYearFormat).format(at);
}

/** The pre-launch note: only while the date is ahead; afterwards, what makes a member visible. */
export function visibilityNote(visibleFrom: string | undefined, now: Date): string {
  const from = visibleFrom ? new Date(visibleFrom) : null;
  if (from && from.getTime() > now.getTime()) {
    return `We are in pre-launch: members cannot see each other until ${launchDay(from, now)}.`;
  }
  return 'Ember has launched: other members see you once you have a fun and a useful video.';
}

/**
 * /emberite/settings/visibility (spec 3 §2.9): the 'Show my videos to others' toggle stays off
 * before launch; nobody is visible before the pre-launch date, and without two videos.
 */
export function VisibilityPage() {
  const profile = useGetMyProfileQuery();
  const visibleFrom = profile.data?.visibility.visibleFrom;
  const [now] = useState(() => new Date());
  const launched = visibleFrom !== undefined && new Date(visibleFrom).getTime() <= now.getTime();
  return (
    <SettingsPageFrame title="visibility">
      <label className={styles.switchRow}>
        <span>
          <span className={styles.itemLabel}>Show my videos to others</span>
          <span className={styles.itemDescription}>
            {launched ? 'On once you have a fun and a useful video' : 'Not available before launch'}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={Boolean(profile.data?.visibility.discoverable)}
          disabled
          readOnly
        />
      </label>
      {profile.data && <p className={styles.muted}>{visibilityNote(visibleFrom, now)}</p>}
      <DiscoverabilityChecklist videos={profile.data?.videos ?? []} />
    </SettingsPageFrame>
  );
}
