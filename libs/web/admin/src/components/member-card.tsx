import { useState } from 'react';
import {
  type AdminMember,
  isApiError,
  useGrantMemberRoleMutation,
  useRevokeMemberRoleMutation,
  useSuspendMemberMutation,
  useUnsuspendMemberMutation,
} from '@ember/api-client';
import { Alert, Button } from '@ember/ui';
import styles from './admin.module.css';
import { ReasonDialog } from './reason-dialog';

const operatorRoles = ['host', 'admin'] as const;

function messageOf(error: unknown): string | null {
  if (!error) return null;
  return isApiError(error) ? error.message : 'That did not work. Please try again.';
}

/** A member found in the console: who, their roles and state, and what the operator may change. */
export function MemberCard({ member }: { member: AdminMember }) {
  const [grant, granting] = useGrantMemberRoleMutation();
  const [revoke, revoking] = useRevokeMemberRoleMutation();
  const [suspend, suspending] = useSuspendMemberMutation();
  const [unsuspend, unsuspending] = useUnsuspendMemberMutation();
  const [dialog, setDialog] = useState<'suspend' | 'unsuspend' | null>(null);
  const name = member.firstName ?? member.email;
  const roleError = messageOf(granting.error ?? revoking.error);

  return (
    <li className={styles.member} aria-label={name}>
      <div className={styles.memberHead}>
        <h3 className={styles.name}>{member.firstName ?? 'No profile yet'}</h3>
        <span className={`${styles.email} ${styles.muted}`}>{member.email}</span>
      </div>
      <ul className={styles.chips} aria-label="roles and state">
        {member.roles.map((role) => (
          <li key={role} className={styles.chip}>
            {role}
          </li>
        ))}
        {member.suspended && <li className={`${styles.chip} ${styles.suspended}`}>suspended</li>}
      </ul>
      {member.suspended && member.suspensionReason && <p>Suspended: {member.suspensionReason}</p>}
      <div className={styles.actions}>
        {operatorRoles.map((role) =>
          member.roles.includes(role) ? (
            <Button
              key={role}
              variant="secondary"
              size="small"
              disabled={revoking.isLoading}
              onClick={() => void revoke({ memberId: member.id, role, roleChangeRequest: {} })}
            >
              remove {role}
            </Button>
          ) : (
            <Button
              key={role}
              variant="secondary"
              size="small"
              disabled={granting.isLoading}
              onClick={() => void grant({ memberId: member.id, role, roleChangeRequest: {} })}
            >
              make {role}
            </Button>
          ),
        )}
        {member.suspended ? (
          <Button size="small" onClick={() => setDialog('unsuspend')}>
            unsuspend
          </Button>
        ) : (
          <Button size="small" onClick={() => setDialog('suspend')}>
            suspend
          </Button>
        )}
      </div>
      {roleError && <Alert>{roleError}</Alert>}
      <ReasonDialog
        open={dialog === 'suspend'}
        title={`Suspend ${name}?`}
        action="suspend"
        consequence="Their sessions end at once and they cannot sign in. They disappear from browse, candidates and formats. They see your reason and how to appeal."
        busy={suspending.isLoading}
        error={messageOf(suspending.error)}
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          const result = await suspend({ memberId: member.id, operatorReasonRequest: { reason } });
          if (!('error' in result)) setDialog(null);
        }}
      />
      <ReasonDialog
        open={dialog === 'unsuspend'}
        title={`Unsuspend ${name}?`}
        action="unsuspend"
        consequence="They can sign in again and come back to browse and rounds."
        busy={unsuspending.isLoading}
        error={messageOf(unsuspending.error)}
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          const result = await unsuspend({ memberId: member.id, operatorReasonRequest: { reason } });
          if (!('error' in result)) setDialog(null);
        }}
      />
    </li>
  );
}
