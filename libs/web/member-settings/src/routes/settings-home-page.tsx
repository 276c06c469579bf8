import { useState } from 'react';
import { Link } from 'react-router';
import { Modal, usePageTitle } from '@ember/ui';
import styles from '../components/settings.module.css';
import { settingsTexts } from '../model/settings-rules';

interface Item {
  label: string;
  description: string;
  /** Without a route the item is coming soon. */
  to?: string;
}

/** Spec 3 §2.9: the two groups of settings. */
export const settingsGroups: { title: string; items: Item[] }[] = [
  {
    title: 'How Others See You',
    items: [
      { label: 'Preview', description: 'Your profile as others see it', to: '/emberite/settings/preview' },
      {
        label: 'Basic info and preferences',
        description: 'Relationship status, who you are interested in, ideal ages',
        to: '/emberite/settings/basic',
      },
      { label: 'Videos', description: 'Your fun and useful videos', to: '/emberite/settings/videos' },
      { label: 'Bucket list', description: 'Things you want to do', to: '/emberite/settings/bucketlist' },
      { label: 'Mindset', description: settingsTexts.comingSoonSubtitle },
      { label: 'Event preferences', description: settingsTexts.comingSoonSubtitle },
    ],
  },
  {
    title: 'Account Settings',
    items: [
      { label: 'Invites', description: 'Invite codes for your friends', to: '/emberite/settings/invites' },
      { label: 'Visibility', description: 'Who can see you', to: '/emberite/settings/visibility' },
      { label: 'Blocked people', description: 'People you blocked or reported', to: '/emberite/settings/blocks' },
      { label: 'Authentication', description: 'Your sign-in and linked accounts', to: '/emberite/settings/auth' },
      { label: 'Payments', description: 'Your deposit, tickets and refunds', to: '/emberite/settings/payments' },
      { label: 'Agreements', description: settingsTexts.comingSoonSubtitle },
      { label: 'Delete account', description: settingsTexts.comingSoonSubtitle },
    ],
  },
];

const chevron = (
  <svg viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M7.5 4.5 13 10l-5.5 5.5" />
  </svg>
);

/** /emberite/settings (spec 3 §2.9): items without a route say they are coming soon. */
export function SettingsHomePage() {
  usePageTitle('Settings');
  const [soon, setSoon] = useState<string | null>(null);
  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <header className={styles.header}>
        <h1 id="settings-title" className={styles.title}>
          settings
        </h1>
      </header>
      {settingsGroups.map((group) => (
        <section key={group.title} className={styles.group} aria-labelledby={`group-${group.title}`}>
          <h2 id={`group-${group.title}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <li key={item.label}>
                {item.to ? (
                  <Link to={item.to} className={styles.item}>
                    <span className={styles.itemText}>
                      <span className={styles.itemLabel}>{item.label}</span>
                      <span className={styles.itemDescription}>{item.description}</span>
                    </span>
                    {chevron}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={`${styles.item} ${styles.itemSoon}`}
                    onClick={() => setSoon(item.label)}
                  >
                    <span className={styles.itemText}>
                      <span className={styles.itemLabel}>{item.label}</span>
                      <span className={styles.itemDescription}>{item.description}</span>
                    </span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Modal
        open={soon !== null}
        onClose={() => setSoon(null)}
        title={soon ?? ''}
        primaryAction={{ label: 'OK', onClick: () => setSoon(null) }}
      >
        <p role="alert">{settingsTexts.comingSoonAlert}</p>
      </Modal>
    </section>
  );
}
