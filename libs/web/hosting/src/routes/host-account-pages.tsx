import { Link } from 'react-router';
import { useGetCurrentUserQuery, useListMyFormatsQuery } from '@ember/api-client';
import { Button, LoadingState } from '@ember/ui';
import { ConsolePage, EmptyState, Panel } from '../components/console/console-page';
import styles from '../components/console/console.module.css';
import { useHostIdentity } from '../hooks/use-host-identity';
import { formatTitle } from '../model/format-text';

/** /host/profile: how participants see the host, and the public pages of their live formats. */
export function HostProfilePage() {
  const { name, email, loading } = useHostIdentity();
  const active = useListMyFormatsQuery({ status: 'active' });
  const all = useListMyFormatsQuery({ status: 'all' });
  const firstName = all.data?.formats.find((format) => format.hostInfo.firstName)?.hostInfo.firstName ?? null;
  if (loading) return <LoadingState />;
  return (
    <ConsolePage title="Host profile" lead="How participants see you.">
      <Panel title="You">
        <dl className={styles.facts}>
          <div>
            <dt>Name on your formats</dt>
            <dd>{firstName ?? 'Not given yet'}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{email}</dd>
          </div>
          <div>
            <dt>Formats</dt>
            <dd>{all.data?.formats.length ?? '…'}</dd>
          </div>
        </dl>
        {!firstName && (
          <p className={styles.pageLead}>
            Participants see the first name you give in a format&apos;s preview; until then your formats show no host
            name. You are shown here as {name}.
          </p>
        )}
      </Panel>
      <Panel title="Your public pages">
        {!active.data ? (
          <LoadingState />
        ) : active.data.formats.length === 0 ? (
          <EmptyState title="No live formats">
            <p>Each format you publish gets a page of its own to share.</p>
          </EmptyState>
        ) : (
          <ul className={styles.people}>
            {active.data.formats.map((format) => (
              <li key={format.id}>
                <span>{formatTitle(format.format)}</span>
                {format.slug && <Link to={`/f/${format.slug}`}>/f/{format.slug}</Link>}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </ConsolePage>
  );
}

/** /host/settings: the account the console belongs to, where its e-mails go, and signing out. */
export function HostSettingsPage({ onSignOut, signingOut = false }: { onSignOut: () => void; signingOut?: boolean }) {
  const user = useGetCurrentUserQuery();
  if (!user.data) return <LoadingState />;
  return (
    <ConsolePage title="Settings" lead="Your host account.">
      <Panel title="Account">
        <dl className={styles.facts}>
          <div>
            <dt>E-mail</dt>
            <dd>{user.data.id}</dd>
          </div>
          <div>
            <dt>Roles</dt>
            <dd>{user.data.roles.join(', ')}</dd>
          </div>
          <div>
            <dt>Signed in with</dt>
            <dd>
              {user.data.identity.length === 0
                ? 'E-mail codes'
                : ['E-mail codes', ...user.data.identity.map((identity) => identity.provider)].join(', ')}
            </dd>
          </div>
        </dl>
        {user.data.hasProfile && (
          <p>
            <Link to="/emberite/settings">Your member settings</Link>
          </p>
        )}
      </Panel>
      <Panel title="E-mails">
        <p>
          The next steps for a new format and the news that a format is live go to <strong>{user.data.id}</strong>.
        </p>
      </Panel>
      <Panel title="Sign out">
        <div>
          <Button variant="secondary" onClick={onSignOut} loading={signingOut}>
            Sign out
          </Button>
        </div>
      </Panel>
    </ConsolePage>
  );
}
