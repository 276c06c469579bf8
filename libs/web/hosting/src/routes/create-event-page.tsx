import { useEffect, useMemo, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateFormatDraftMutation, useGetSessionQuery } from '@ember/api-client';
import { calendarDateIn, newFormatDraft } from '@ember/hosting-rules';
import { Button, LoadingState, Modal } from '@ember/ui';
import { SaveStatusNote } from '../components/wizard/save-status-note';
import { FormatWizard } from '../components/wizard/format-wizard';
import { useServerDraft } from '../hooks/use-server-draft';
import { draftRequestOf } from '../model/draft-request';
import { creationMessages } from '../model/wizard-copy';
import { wizardActions, wizardReducer, wizardStateFor } from '../model/wizard-slice';
import { forgetWizardState, loadWizardState, saveWizardState } from '../model/wizard-storage';

/**
 * /create-event (spec 3 §2.1, §4, §8): the wizard on a new draft, kept in the browser so a reload
 * resumes it, and for a signed-in host saved on the server as they go. Creating shows spec 3 §8's
 * texts; after success the host is taken home.
 */
export function CreateEventPage() {
  const navigate = useNavigate();
  const today = useMemo(() => calendarDateIn(new Date()), []);
  // Whoever signs in from the account prompt's tab is noticed when they come back to this one.
  const session = useGetSessionQuery(undefined, { refetchOnFocus: true });
  const accountEmail = session.data?.email ?? null;
  const [state, dispatch] = useReducer(wizardReducer, undefined, loadWizardState);
  const [createDraft] = useCreateFormatDraftMutation();
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const server = useServerDraft({
    draft: state.draft,
    formatId: state.formatId,
    dispatch,
    enabled: accountEmail !== null && createdId === null,
  });

  useEffect(() => {
    if (createdId === null) saveWizardState(state);
  }, [state, createdId]);

  // A signed-in host's format goes to their account's address.
  useEffect(() => {
    if (accountEmail && state.draft.hostInfo.email !== accountEmail)
      dispatch(wizardActions.sectionChanged({ section: 'hostInfo', changes: { email: accountEmail } }));
  }, [accountEmail, state.draft.hostInfo.email]);

  async function submit() {
    setSubmitting(true);
    setSubmitError(null);
    try {
      const id = accountEmail
        ? await server.flush()
        : (await createDraft({ formatDraftRequest: draftRequestOf(state.draft) }).unwrap()).id;
      if (!id) throw new Error('the draft could not be saved');
      forgetWizardState();
      setCreatedId(id);
    } catch {
      setSubmitError(creationMessages.failed);
    } finally {
      setSubmitting(false);
    }
  }

  function leaveTo(path: string) {
    // A later visit starts a new format.
    dispatch(wizardActions.restarted(wizardStateFor(newFormatDraft())));
    navigate(path, { replace: true });
  }
  const goHome = () => leaveTo('/');

  if (session.isLoading) return <LoadingState label="Getting the wizard ready…" />;
  return (
    <>
      <FormatWizard
        state={state}
        dispatch={dispatch}
        today={today}
        accountEmail={accountEmail}
        mode="create"
        submitting={submitting}
        submitError={submitError}
        onSubmit={() => void submit()}
        onLeave={() => navigate(state.formatId ? '/host/dashboard' : '/')}
        saveStatus={<SaveStatusNote signedIn={accountEmail !== null} status={server.status} />}
      />
      <Modal
        open={createdId !== null}
        onClose={goHome}
        title="Your format is created"
        closeOnBackdrop={false}
        // A signed-in host manages the format from the console at once; without an account the
        // mailed claim link opens it.
        primaryAction={
          accountEmail
            ? { label: 'Open the host console', onClick: () => leaveTo('/host/dashboard') }
            : { label: 'Back to the home page', onClick: goHome }
        }
        actions={
          accountEmail ? (
            <Button variant="ghost" onClick={goHome}>
              Back to the home page
            </Button>
          ) : undefined
        }
      >
        <p role="status">{createdId && creationMessages.created(createdId)}</p>
      </Modal>
    </>
  );
}
