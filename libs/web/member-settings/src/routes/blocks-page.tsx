import { isApiError, useListBlocksQuery, useUnblockMemberMutation } from '@ember/api-client';
import { Alert, Button, LoadingState, MemberPhoto } from '@ember/ui';
import { SettingsPageFrame } from '../components/settings-page-frame';
import styles from '../components/settings.module.css';

/**
 * /emberite/settings/blocks: the members one blocked (or reported: a report blocks too), newest
 * first, each with an unblock. Unblocking lets them appear among candidates and in browse again; a
 * block that came with a report stays (the api refuses to undo it).
 */
export function BlocksPage() {
  const blocks = useListBlocksQuery();
  const [unblock, unblocking] = useUnblockMemberMutation();
  const members = blocks.data?.members ?? [];

  return (
    <SettingsPageFrame title="blocked people">
      <p className={styles.muted}>
        People you blocked or reported do not see you, you do not see them, and you are never in the same group. They
        are not told.
      </p>
      {blocks.isLoading && <LoadingState label="Loading…" />}
      {blocks.isError && <Alert>We couldn’t load the people you blocked. Please try again.</Alert>}
      {blocks.isSuccess && members.length === 0 && <p className={styles.empty}>You have not blocked anyone.</p>}
      {members.length > 0 && (
        <ul className={styles.invites} aria-label="blocked people">
          {members.map((member) => (
            <li key={member.profileId} className={styles.invite}>
              <span className={styles.blockedMember}>
                <MemberPhoto name={member.firstName} photoUrl={member.photoUrl} className={styles.blockedPhoto} />
                <span className={styles.itemLabel}>{member.firstName}</span>
              </span>
              {member.byReport ? (
                <span className={styles.muted}>reported: stays blocked</span>
              ) : (
                <Button
                  variant="secondary"
                  size="small"
                  disabled={unblocking.isLoading}
                  onClick={() => void unblock({ profileId: member.profileId })}
                >
                  unblock {member.firstName}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {unblocking.isError && (
        <Alert>
          {isApiError(unblocking.error) && unblocking.error.message
            ? unblocking.error.message
            : 'We couldn’t unblock them. Please try again.'}
        </Alert>
      )}
    </SettingsPageFrame>
  );
}
