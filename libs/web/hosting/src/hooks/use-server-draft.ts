import { type Dispatch, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, useCreateFormatDraftMutation, useUpdateFormatMutation } from '@ember/api-client';
import { type FormatDraft, validateFormat } from '@ember/hosting-rules';
import { draftRequestOf } from '../model/draft-request';
import { type WizardAction, wizardActions } from '../model/wizard-slice';

/** Changes are saved this long after the host stops changing things. */
export const draftSaveDelayMs = 800;

export type DraftSaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** The draft breaks a rule (a two-letter title): it is saved once it does not. */
  | { kind: 'waiting'; reason: string }
  | { kind: 'failed' };

/**
 * A signed-in host's draft on the server as they go (spec 3 §2.1): the first save creates it
 * (POST draft), later ones update it (PUT), each once the changes rest for a moment and only when
 * what is there is right. A draft gone from the server (deleted, or published elsewhere) is
 * created again. Nothing is created before the draft has a title. `flush` saves at once and
 * answers the draft's id.
 */
export function useServerDraft({
  draft,
  formatId,
  dispatch,
  enabled,
}: {
  draft: FormatDraft;
  formatId: string | null;
  dispatch: Dispatch<WizardAction>;
  enabled: boolean;
}) {
  const [createDraft] = useCreateFormatDraftMutation();
  const [updateFormat] = useUpdateFormatMutation();
  const [status, setStatus] = useState<DraftSaveStatus>({ kind: 'idle' });
  const saved = useRef<string | null>(null);
  const running = useRef<Promise<string | null>>(Promise.resolve(formatId));
  const latest = useRef({ draft, formatId });
  useEffect(() => {
    latest.current = { draft, formatId };
  }, [draft, formatId]);

  const saveNow = useCallback((): Promise<string | null> => {
    const step = async (): Promise<string | null> => {
      const { draft: current, formatId: id } = latest.current;
      // Opening the wizard makes no format: the first save waits for a title.
      if (!id && !current.format.trim()) return null;
      const problem = validateFormat(current, { mode: 'draft' })[0];
      if (problem) {
        setStatus({ kind: 'waiting', reason: problem.message });
        return id;
      }
      const body = draftRequestOf(current);
      const text = JSON.stringify(body);
      if (id && saved.current === `${id}:${text}`) return id;
      setStatus({ kind: 'saving' });
      try {
        if (id) {
          await updateFormat({ id, formatDraftRequest: body }).unwrap();
          saved.current = `${id}:${text}`;
          setStatus({ kind: 'saved' });
          return id;
        }
        const created = await createDraft({ formatDraftRequest: body }).unwrap();
        latest.current = { ...latest.current, formatId: created.id };
        dispatch(wizardActions.savedOnServer(created.id));
        saved.current = `${created.id}:${text}`;
        setStatus({ kind: 'saved' });
        return created.id;
      } catch (error) {
        if (id && isApiError(error) && (error.status === 404 || error.status === 409)) {
          // Gone, or no longer a draft: the next save starts a new one.
          latest.current = { ...latest.current, formatId: null };
          dispatch(wizardActions.savedOnServer(null));
        }
        setStatus({ kind: 'failed' });
        throw error;
      }
    };
    // One save at a time, in order: a create must finish before its first update.
    const next = running.current.catch(() => null).then(step);
    running.current = next;
    return next;
  }, [createDraft, updateFormat, dispatch]);

  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => void saveNow().catch(() => {}), draftSaveDelayMs);
    return () => clearTimeout(timer);
  }, [enabled, draft, saveNow]);

  return { status, flush: saveNow };
}
