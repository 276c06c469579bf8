import { type FormEvent, useId, useState } from 'react';
import {
  type ProposedGroup,
  isApiError,
  useApproveGroupMutation,
  useCheckInMutation,
  useGetFormatGroupsQuery,
  useReleaseGroupMutation,
} from '@ember/api-client';
import { Alert, Button, LoadingState } from '@ember/ui';
import { approvalTexts, meetingText } from '../../model/group-texts';
import { EmptyState, Panel } from './console-page';
import styles from './console.module.css';
import { LoadFailed } from './load-failed';

function GroupItem({ group, roundId }: { group: ProposedGroup; roundId: string }) {
  const [approve, approving] = useApproveGroupMutation();
  const [release, releasing] = useReleaseGroupMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const when = meetingText(group.meetsAt);
  const act = async (run: typeof approve) => {
    setFailure(null);
    try {
      await run({ roundId, groupId: group.id }).unwrap();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'That did not work. Check your connection and try again.');
    }
  };
  return (
    <li className={styles.proposedGroup}>
      <div className={styles.proposedHead}>
        <strong>
          {group.size} people · {when}
        </strong>
        <span className={styles.activityMeta}>{approvalTexts[group.approval]}</span>
      </div>
      <ul className={styles.groupFaces} aria-label={`Members of the group meeting ${when}`}>
        {group.members.map((member, index) => (
          <li key={`${member.firstName}-${index}`}>
            <CheckInToggle
              code={member.checkInCode}
              checkedIn={member.checkedIn}
              name={member.firstName}
              roundId={roundId}
            />
            {member.photoUrl ? (
              <img src={member.photoUrl} alt="" width={40} height={40} className={styles.face} />
            ) : (
              <span className={styles.face} aria-hidden="true">
                {member.firstName.slice(0, 1)}
              </span>
            )}
            <span>{member.firstName}</span>
          </li>
        ))}
      </ul>
      {group.approval === 'pending' && (
        <div className={styles.cardActions}>
          <Button
            onClick={() => void act(approve)}
            loading={approving.isLoading}
            disabled={approving.isLoading || releasing.isLoading}
            aria-label={`Approve the group meeting ${when}`}
          >
            Approve
          </Button>
          <Button
            variant="secondary"
            onClick={() => void act(release)}
            loading={releasing.isLoading}
            disabled={approving.isLoading || releasing.isLoading}
            aria-label={`Release the group meeting ${when}`}
          >
            Release
          </Button>
        </div>
      )}
      {failure && <Alert>{failure}</Alert>}
    </li>
  );
}

/** On the day: a member with a confirmed place is checked in with a tap (their QR code's code). */
function CheckInToggle({
  code,
  checkedIn,
  name,
  roundId,
}: {
  code: string | null;
  checkedIn: boolean;
  name: string;
  roundId: string;
}) {
  const [checkIn, state] = useCheckInMutation();
  if (checkedIn) return <span className={styles.activityMeta}>Checked in</span>;
  if (!code) return null;
  return (
    <button
      type="button"
      className={styles.checkInButton}
      disabled={state.isLoading}
      onClick={() => void checkIn({ roundId, checkInRequest: { code } })}
      aria-label={`Check ${name} in`}
    >
      Check in
    </button>
  );
}

/** The host types the code under a member's QR code (or their scanner fills it in). */
function CheckInByCode({ roundId }: { roundId: string }) {
  const [checkIn, state] = useCheckInMutation();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const inputId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await checkIn({ roundId, checkInRequest: { code } }).unwrap();
      setMessage({ tone: 'info', text: 'Checked in.' });
      setCode('');
    } catch (error) {
      setMessage({ tone: 'error', text: isApiError(error) ? error.message : 'That did not work. Try again.' });
    }
  };
  return (
    <form className={styles.checkInForm} onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>Check-in code</label>
      <input
        id={inputId}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={16}
        required
      />
      <Button type="submit" loading={state.isLoading}>
        Check in
      </Button>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </form>
  );
}

/**
 * The groups a format's selection proposed (spec 3 §3, host approval): size, first names,
 * photos and date, approved or released by the host; never who picked whom. Nothing before the
 * selection round exists.
 */
export function ProposedGroups({ formatId }: { formatId: string }) {
  const query = useGetFormatGroupsQuery({ formatId });
  if (query.error) {
    if (isApiError(query.error) && query.error.status === 404) return null;
    return <LoadFailed what="the groups" retry={() => void query.refetch()} />;
  }
  const view = query.data;
  if (!view) return <LoadingState label="Loading the groups…" />;
  const pending = view.groups.filter((group) => group.approval === 'pending');
  return (
    <Panel title="Groups">
      {view.groups.length === 0 ? (
        <EmptyState title="No groups yet">
          <p>Groups form from members&apos; mutual picks when the selection window closes.</p>
        </EmptyState>
      ) : (
        <>
          {view.hostApproval && pending.length > 0 && pending[0]!.approvalDeadline && (
            <p>
              Approve each group, or release it back to the pool. Groups you have not answered by{' '}
              {meetingText(pending[0]!.approvalDeadline)} are approved automatically.
            </p>
          )}
          {view.groups.some((group) => group.status === 'confirmed') && <CheckInByCode roundId={view.roundId} />}
          <ul className={styles.proposedGroups}>
            {view.groups.map((group) => (
              <GroupItem key={group.id} group={group} roundId={view.roundId} />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
