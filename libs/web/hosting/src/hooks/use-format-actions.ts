import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type EventFormat,
  genericErrorMessage,
  isApiError,
  useArchiveFormatMutation,
  useDeleteFormatMutation,
  useDuplicateFormatMutation,
  usePublishFormatMutation,
} from '@ember/api-client';

export type FormatAction = 'publish' | 'archive' | 'duplicate' | 'delete';

/**
 * What a host can do to a format from the console: publish a draft, archive, duplicate (then see
 * the copy), delete a draft (then back to the list). The lists, the dashboard and the activity
 * refresh through the client's cache tags.
 */
export function useFormatActions(format: Pick<EventFormat, 'id'>) {
  const navigate = useNavigate();
  const [publish] = usePublishFormatMutation();
  const [archive] = useArchiveFormatMutation();
  const [duplicate] = useDuplicateFormatMutation();
  const [remove] = useDeleteFormatMutation();
  const [busy, setBusy] = useState<FormatAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function run(action: FormatAction): Promise<void> {
    setBusy(action);
    setError(null);
    try {
      const id = format.id;
      if (action === 'publish') await publish({ id }).unwrap();
      else if (action === 'archive') await archive({ id }).unwrap();
      else if (action === 'duplicate') {
        const copy = await duplicate({ id }).unwrap();
        navigate(`/host/format/${copy.id}/details`);
      } else {
        await remove({ id }).unwrap();
        navigate('/host/formats', { replace: true });
      }
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : genericErrorMessage);
    } finally {
      setBusy(null);
    }
  }

  return { run, busy, error };
}
