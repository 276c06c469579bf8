import { useEffect, useId, useReducer, useRef } from 'react';
import { useGetAiPromptExamplesQuery } from '@ember/api-client';
import type { AiImportDialogProps } from '@ember/interest-import';
import { Alert, Button, LoadingState, Modal } from '@ember/ui';
import {
  type AiFlowState,
  aiModalResetMs,
  aiServices,
  detectedText,
  liveCheck,
  submitResponse,
} from '../model/ai-flow';
import { aiFlowReducer, initialAiFlow, pickedInterests } from '../model/ai-flow.reducer';
import styles from './interests.module.css';

export type AiSuggestionsModalProps = AiImportDialogProps;

const stepNumber: Record<AiFlowState, number> = { paste: 1, openAi: 2, response: 3, preview: 4, add: 4 };

/**
 * The AI suggestions modal (spec 1 §2.6): copy a prompt tailored to the member, take it to an AI
 * service, paste the answer back, then preview and pick the interests to add.
 */
export function AiSuggestionsModal({
  open,
  onClose,
  age,
  sex,
  onAdd,
  onPromptCopied,
  existingNames = [],
}: AiSuggestionsModalProps) {
  const [flow, dispatch] = useReducer(aiFlowReducer, initialAiFlow);
  const { step: state, copied, response, submitError, detected, chosen, adding, addError } = flow;
  const promptBox = useRef<HTMLTextAreaElement>(null);
  const responseId = useId();
  const hostNames = typeof window === 'undefined' ? [] : [window.location.hostname];
  const examples = useGetAiPromptExamplesQuery({ age: age ?? undefined, sex: sex ?? undefined }, { skip: !open });
  const taken = new Set(existingNames.map((name) => name.toLowerCase()));

  // Spec 1 §4: closing resets the flow after 300 ms, so it does not jump while it fades out.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => dispatch({ type: 'reset' }), aiModalResetMs);
    return () => clearTimeout(timer);
  }, [open]);

  async function copyPrompt() {
    const prompt = examples.data?.prompt ?? '';
    try {
      await navigator.clipboard.writeText(prompt);
      dispatch({ type: 'copied', how: 'yes' });
    } catch {
      // No clipboard access (an insecure page or a refusal): select it for a manual copy.
      promptBox.current?.select();
      dispatch({ type: 'copied', how: 'manual' });
    }
    onPromptCopied?.();
  }

  function preview() {
    const result = submitResponse(response, hostNames);
    if (result.ok) dispatch({ type: 'previewed', interests: result.interests, taken });
    else dispatch({ type: 'previewRefused', message: result.message });
  }

  async function add() {
    dispatch({ type: 'adding' });
    try {
      await onAdd(pickedInterests(flow), response);
      dispatch({ type: 'added' });
    } catch {
      dispatch({ type: 'addFailed' });
    }
  }

  const live = liveCheck(response, hostNames);
  const pickedCount = pickedInterests(flow).length;

  let body;
  let primary;
  let back: AiFlowState | null = null;
  if (state === 'paste') {
    primary = { label: 'next', onClick: () => dispatch({ type: 'stepped', step: 'openAi' }), disabled: !copied };
    body = (
      <>
        <p className={styles.lead}>
          An AI service that knows you can suggest interests in your own words. Copy this prompt first.
        </p>
        {examples.isLoading ? (
          <LoadingState label="Preparing your prompt…" />
        ) : examples.error ? (
          <Alert>We couldn&apos;t prepare the prompt. Close this and try again in a moment.</Alert>
        ) : (
          <>
            <label className="visually-hidden" htmlFor={`${responseId}-prompt`}>
              prompt
            </label>
            <textarea
              id={`${responseId}-prompt`}
              ref={promptBox}
              className={`${styles.textarea} ${styles.prompt}`}
              readOnly
              rows={8}
              value={examples.data?.prompt ?? ''}
            />
            <Button variant="secondary" onClick={copyPrompt} block>
              {copied === 'yes' ? 'copied!' : 'copy prompt'}
            </Button>
            <p className={styles.fieldHint} role="status" aria-live="polite">
              {copied === 'yes'
                ? 'The prompt is on your clipboard.'
                : copied === 'manual'
                  ? 'Your browser would not copy it for us: the prompt is selected, copy it yourself.'
                  : ''}
            </p>
          </>
        )}
      </>
    );
  } else if (state === 'openAi') {
    back = 'paste';
    primary = { label: 'I have the answer', onClick: () => dispatch({ type: 'stepped', step: 'response' }) };
    body = (
      <>
        <p className={styles.lead}>
          Open an AI service, paste the prompt, and copy its whole answer. Come back here when you have it.
        </p>
        <ul className={styles.serviceList}>
          {aiServices.map((service) => (
            <li key={service.name}>
              <a className={styles.serviceLink} href={service.url} target="_blank" rel="noreferrer">
                {service.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
                <svg
                  viewBox="0 0 20 20"
                  width="16"
                  height="16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  aria-hidden="true"
                >
                  <path d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </>
    );
  } else if (state === 'response') {
    back = 'openAi';
    primary = { label: 'preview', onClick: preview, disabled: live.kind === 'empty' };
    body = (
      <>
        <label htmlFor={responseId} className={styles.question}>
          paste the AI&apos;s answer
        </label>
        <textarea
          id={responseId}
          className={`${styles.textarea} ${styles.prompt}`}
          rows={9}
          value={response}
          onChange={(event) => dispatch({ type: 'responseTyped', text: event.target.value })}
          aria-describedby={`${responseId}-check`}
          autoFocus
        />
        <p
          id={`${responseId}-check`}
          className={live.kind === 'problem' ? styles.problem : styles.fieldHint}
          aria-live="polite"
        >
          {live.kind === 'ok' ? detectedText(live.count) : live.kind === 'problem' ? live.message : ''}
        </p>
        {submitError && <Alert>{submitError}</Alert>}
      </>
    );
  } else if (state === 'preview') {
    back = 'response';
    primary = {
      label: pickedCount === 1 ? 'add 1 interest' : `add ${pickedCount} interests`,
      onClick: add,
      disabled: pickedCount === 0,
      loading: adding,
    };
    body = (
      <>
        <p className={styles.lead}>{detectedText(detected.length)}. Keep the ones that sound like you.</p>
        <ul className={styles.previewList}>
          {detected.map((item) => {
            const already = taken.has(item.name.toLowerCase());
            return (
              <li key={item.name}>
                <label className={styles.previewItem}>
                  <input
                    type="checkbox"
                    checked={chosen.has(item.name)}
                    disabled={already}
                    onChange={(event) => dispatch({ type: 'toggled', name: item.name, keep: event.target.checked })}
                  />
                  <span>
                    <strong>{item.name}</strong>
                    {already && <span className={styles.badge}>already added</span>}
                    <span className={styles.previewText}>looking for: {item.lookingFor}</span>
                    <span className={styles.previewText}>can contribute: {item.canContribute}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {addError && <Alert>{addError}</Alert>}
      </>
    );
  } else {
    primary = { label: 'done', onClick: onClose };
    body = (
      <p className={styles.lead} role="status">
        {pickedCount === 1 ? 'Your interest is added.' : `Your ${pickedCount} interests are added.`}
      </p>
    );
  }

  const previous = back;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="interest ideas from AI"
      primaryAction={primary}
      actions={
        previous ? (
          <Button variant="secondary" onClick={() => dispatch({ type: 'stepped', step: previous })}>
            back
          </Button>
        ) : undefined
      }
    >
      <div className={styles.modalStep}>
        <p className={styles.stepCount}>step {stepNumber[state]} of 4</p>
        {body}
      </div>
    </Modal>
  );
}
