import { useMemo, useReducer, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  type EventFormatDetails,
  type FormatDraftPayload,
  isApiError,
  useGetCurrentUserQuery,
  useGetFormatQuery,
  useUpdateFormatMutation,
} from '@ember/api-client';
import { type FormatDraftInput, calendarDateIn } from '@ember/hosting-rules';
import { LoadingState } from '@ember/ui';
import { ConsolePage } from '../components/console/console-page';
import { LoadFailed } from '../components/console/load-failed';
import { FormatWizard } from '../components/wizard/format-wizard';
import { draftOfFormat, draftRequestOf } from '../model/draft-request';
import { type WizardState, wizardReducer, wizardStateFor } from '../model/wizard-slice';
import { formatNotFoundText } from './format-details-page';

/** The wizard on a saved format: it opens on the preview, whose edit links lead to each part. */
function editingState(format: EventFormatDetails): WizardState {
  return {
    ...wizardStateFor(draftOfFormat(format as unknown as FormatDraftInput), format.id),
    step: 'preview',
    // Accepted when the format was created.
    termsAccepted: true,
  };
}

function EditWizard({ format, accountEmail }: { format: EventFormatDetails; accountEmail: string | null }) {
  const navigate = useNavigate();
  const today = useMemo(() => calendarDateIn(new Date()), []);
  const [state, dispatch] = useReducer(wizardReducer, format, editingState);
  const [update, { isLoading }] = useUpdateFormatMutation();
  const [error, setError] = useState<string | null>(null);
  const details = `/host/format/${format.id}/details`;

  async function save() {
    setError(null);
    try {
      await update({ id: format.id, formatDraftRequest: draftRequestOf(state.draft) as FormatDraftPayload }).unwrap();
      navigate(details);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'Your changes could not be saved. Please try again.');
    }
  }

  return (
    <FormatWizard
      state={state}
      dispatch={dispatch}
      today={today}
      accountEmail={accountEmail ?? format.hostInfo.email}
      mode="edit"
      submitting={isLoading}
      submitError={error}
      onSubmit={() => void save()}
      onLeave={() => navigate(details)}
      checkEarliestDate={format.status === 'draft'}
    />
  );
}

/** /host/format/{id}/edit: the wizard on a saved format; saving goes back to its details. */
export function EditFormatPage() {
  const { id = '' } = useParams();
  const query = useGetFormatQuery({ id });
  const user = useGetCurrentUserQuery();
  if (query.error) {
    if (isApiError(query.error) && query.error.status === 404)
      return <ConsolePage title={formatNotFoundText}>{null}</ConsolePage>;
    return <LoadFailed what="this format" retry={() => void query.refetch()} />;
  }
  if (!query.data) return <LoadingState label="Loading the format…" />;
  if (query.data.status === 'completed' || query.data.status === 'archived')
    return (
      <ConsolePage
        title="This format can no longer be changed"
        lead={`It is ${query.data.status}. Duplicate it to start from it again.`}
      >
        {null}
      </ConsolePage>
    );
  return <EditWizard key={query.data.id} format={query.data} accountEmail={user.data?.id ?? null} />;
}
