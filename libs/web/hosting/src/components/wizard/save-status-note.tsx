import type { DraftSaveStatus } from '../../hooks/use-server-draft';

/** Where the draft is kept: in this browser for a host without an account, else on the server. */
export function SaveStatusNote({ signedIn, status }: { signedIn: boolean; status: DraftSaveStatus }) {
  if (!signedIn) return <span>Your draft is kept in this browser.</span>;
  switch (status.kind) {
    case 'saving':
      return <span aria-live="polite">Saving…</span>;
    case 'saved':
      return <span aria-live="polite">Draft saved to your account</span>;
    case 'waiting':
      return <span>Not saved yet: {status.reason}</span>;
    case 'failed':
      return <span role="alert">Could not save the draft. It is kept in this browser; we will try again.</span>;
    case 'idle':
      return <span>Your draft is saved to your account as you go.</span>;
  }
}
