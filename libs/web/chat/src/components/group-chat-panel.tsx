import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type ChatMessage, useReportChatMessageMutation } from '@ember/api-client';
import { Alert, Button, LoadingState, Modal, TextField } from '@ember/ui';
import { type ChatDetails, type ChatFailure, useGroupChat } from '../hooks/use-group-chat';
import styles from './group-chat.module.css';

export interface GroupChatPanelProps {
  groupId: string;
  /** Where the api's sockets are (the page's own origin by default). */
  socketUrl?: string;
}

const closingTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const sentTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

function authorOf(message: ChatMessage, details: ChatDetails | null): string {
  if (message.authorId === details?.me) return 'You';
  return details?.members.find((member) => member.memberId === message.authorId)?.firstName ?? 'A member';
}

/**
 * A confirmed group's chat on the member's group page: the conversation so far, new messages as
 * they come (announced politely to screen readers), a labelled box to write in, and reporting a
 * message to the operators.
 */
export function GroupChatPanel({ groupId, socketUrl }: GroupChatPanelProps) {
  const chat = useGroupChat(groupId, socketUrl);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [sendFailure, setSendFailure] = useState<ChatFailure | null>(null);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);
  const [reported, setReported] = useState<string | null>(null);
  const [report, reportState] = useReportChatMessageMutation();
  const titleId = useId();
  const errorId = useId();
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    list.current?.scrollTo?.({ top: list.current.scrollHeight });
  }, [chat.messages.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim() || sending) return;
    setSending(true);
    const failure = await chat.send(draft);
    setSending(false);
    setSendFailure(failure);
    if (!failure) setDraft('');
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        group chat
      </h2>
      {chat.phase === 'connecting' && <LoadingState label="Opening your group chat…" />}
      {chat.phase === 'unavailable' && chat.failure && <Alert tone="info">{chat.failure.message}</Alert>}
      {chat.details && chat.phase !== 'unavailable' && (
        <>
          <p className={styles.muted}>
            With{' '}
            {chat.details.members
              .filter((member) => member.memberId !== chat.details?.me)
              .map((member) => member.firstName)
              .join(', ') || 'your group'}
            . Open until {closingTime.format(new Date(chat.details.closesAt))}.
          </p>
          {chat.phase === 'reconnecting' && (
            <p className={styles.notice} role="status">
              {chat.failure?.message ?? 'Reconnecting…'}
            </p>
          )}
          <ol ref={list} className={styles.messages} aria-label="messages">
            {chat.messages.length === 0 && <li className={styles.empty}>No messages yet. Say hello!</li>}
            {chat.messages.map((message) => {
              const mine = message.authorId === chat.details?.me;
              return (
                <li key={message.seq} className={mine ? `${styles.message} ${styles.mine}` : styles.message}>
                  <p className={styles.meta}>
                    <span className={styles.author}>{authorOf(message, chat.details)}</span>{' '}
                    <time dateTime={message.sentAt}>{sentTime.format(new Date(message.sentAt))}</time>
                  </p>
                  <p className={styles.body}>{message.body}</p>
                  {!mine && (
                    <Button
                      variant="link"
                      className={styles.report}
                      aria-label={`report this message from ${authorOf(message, chat.details)}`}
                      onClick={() => setReporting(message)}
                    >
                      report
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
          <div className="visually-hidden" aria-live="polite" aria-atomic="true">
            {chat.arrived ? `${authorOf(chat.arrived, chat.details)} says: ${chat.arrived.body}` : ''}
          </div>
          {reported && <Alert tone="info">{reported}</Alert>}
          {sendFailure && <Alert id={errorId}>{sendFailure.message}</Alert>}
          <form className={styles.composer} onSubmit={(event) => void submit(event)}>
            <TextField
              label="Message your group"
              value={draft}
              maxLength={1000}
              autoComplete="off"
              errorId={sendFailure ? errorId : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" loading={sending} disabled={chat.phase !== 'ready' || !draft.trim()}>
              send
            </Button>
          </form>
        </>
      )}
      <Modal
        open={reporting !== null}
        title="Report this message?"
        onClose={() => setReporting(null)}
        primaryAction={{
          label: 'report',
          loading: reportState.isLoading,
          onClick: () => {
            if (!reporting) return;
            void report({ groupId, messageId: reporting.id, reportChatMessageRequest: {} })
              .then((result) => {
                setReported(
                  'error' in result && result.error
                    ? 'We couldn’t send your report. Please try again.'
                    : 'Thanks for telling us. Our team will look at this message.',
                );
              })
              .finally(() => setReporting(null));
          },
        }}
      >
        <p>
          Our team will read it. {reporting ? `${authorOf(reporting, chat.details)} is not told who reported it.` : ''}
        </p>
      </Modal>
    </section>
  );
}
