import { useGetCurrentUserQuery } from '@ember/api-client';
import { Button, LoadingState } from '@ember/ui';
import { SettingsPageFrame } from '../components/settings-page-frame';
import styles from '../components/settings.module.css';

const providerNames = { google: 'Google', microsoft: 'Microsoft' } as const;

/**
 * /emberite/settings/auth (spec 3 §2.9): the account e-mail as a read-only id, the linked
 * identity providers with their user ids, and Sign Out (which ends at /login).
 */
export function AuthSettingsPage({ onSignOut, signingOut }: { onSignOut: () => void; signingOut?: boolean }) {
  const user = useGetCurrentUserQuery();
  return (
    <SettingsPageFrame title="authentication">
      {!user.data ? (
        <LoadingState />
      ) : (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="account-id">
              your ID
            </label>
            <input id="account-id" className={styles.readOnly} value={user.data.id} readOnly />
          </div>
          <section className={styles.group} aria-labelledby="providers-title">
            <h2 id="providers-title" className={styles.groupTitle}>
              linked accounts
            </h2>
            {user.data.identity.length === 0 ? (
              <p className={styles.groupBody}>
                You sign in with a code sent to your e-mail. No other account is linked.
              </p>
            ) : (
              <ul className={styles.list}>
                {user.data.identity.map((identity) => (
                  <li key={`${identity.provider}-${identity.userId}`} className={styles.itemStatic}>
                    <span className={styles.itemText}>
                      <span className={styles.itemLabel}>{providerNames[identity.provider]}</span>
                      <span className={styles.itemDescription}>user id {identity.userId}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <p className={styles.muted}>
            We don&apos;t store your identity data: Google and Microsoft tell us only who you are when you sign in.
          </p>
          <Button variant="secondary" onClick={onSignOut} loading={signingOut}>
            Sign Out
          </Button>
        </>
      )}
    </SettingsPageFrame>
  );
}
