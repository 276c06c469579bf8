import { type Dispatch, type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { type FormatProblem, type WizardStep, stepProblems, wizardSteps } from '@ember/hosting-rules';
import { Alert, Button, iconButtonClassName, usePageTitle } from '@ember/ui';
import { stepCopy } from '../../model/wizard-copy';
import { type WizardAction, type WizardState, wizardActions } from '../../model/wizard-slice';
import { educationOf, stepAfter, stepBefore, stepNumber } from '../../model/wizard-steps';
import { WizardStepBody } from './wizard-step-body';
import styles from './wizard.module.css';

export const termsMessage = 'Please accept the terms of use.';

export interface FormatWizardProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** Today in the host's calendar ('2026-11-25'). */
  today: string;
  /** The signed-in host's address; null for a host without an account. */
  accountEmail: string | null;
  /** 'edit' works on a saved format: no account prompt, and the preview saves instead of creating. */
  mode: 'create' | 'edit';
  submitting: boolean;
  /** Spec 3 §8's failure text, shown above the create button. */
  submitError: string | null;
  onSubmit: () => void;
  /** Back on the first step. */
  onLeave: () => void;
  /** Where the draft is kept ("Draft saved"), shown in the header. */
  saveStatus?: ReactNode;
  /**
   * Whether dates before the earliest block the dates steps: they do for a draft; a live format
   * met the rule when it was published, and keeps its dates as the days go by.
   */
  checkEarliestDate?: boolean;
}

/** What keeps a step's next disabled: the shared rules for its fields, and on the preview the terms. */
export function blockingProblems(state: WizardState, today: string | undefined): FormatProblem[] {
  const problems = stepProblems(state.draft, state.step, today);
  if (state.step === 'preview' && !state.termsAccepted) problems.push({ field: 'terms', message: termsMessage });
  return problems;
}

function nextLabel(state: WizardState, mode: FormatWizardProps['mode'], submitting: boolean): string {
  if (state.step === 'preview') {
    if (submitting) return mode === 'edit' ? 'Saving…' : 'Creating…';
    return mode === 'edit' ? 'Save changes' : 'Create event format';
  }
  if (state.step === 'final-details-intro') return 'Next';
  if (state.returnTo === 'preview') return 'Back to preview';
  if (state.returnTo) return 'Done';
  return state.step === 'concept-intro' ? "Let's start" : 'Next';
}

/**
 * The event-format wizard (spec 3 §2.1, §4): the twelve steps in order with back and next, each
 * move back at the top of the page with the focus on the step's heading; next stays disabled
 * while the step breaks a rule, and says why.
 */
export function FormatWizard({
  state,
  dispatch,
  today,
  accountEmail,
  mode,
  submitting,
  submitError,
  onSubmit,
  onLeave,
  saveStatus,
  checkEarliestDate = true,
}: FormatWizardProps) {
  const { step } = state;
  const copy = stepCopy[step];
  const number = stepNumber(step);
  const skipAccount = mode === 'edit' || accountEmail !== null;
  const problems = blockingProblems(state, checkEarliestDate ? today : undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  usePageTitle(number ? `${copy.title} · step ${number} of ${wizardSteps.length}` : copy.title);

  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  const open = (target: WizardStep, returnTo: WizardStep | null = null) =>
    dispatch(wizardActions.stepOpened({ step: target, returnTo }));
  const next = () => dispatch(wizardActions.stepOpened(stepAfter(state, { skipAccount })));
  function back() {
    const previous = stepBefore(state, { skipAccount });
    if (previous) dispatch(wizardActions.stepOpened(previous));
    else onLeave();
  }

  function onFormSubmit(event: FormEvent) {
    event.preventDefault();
    if (problems.length > 0 || submitting) return;
    if (step === 'preview') onSubmit();
    else next();
  }

  const education = educationOf[step];
  const problemsId = 'wizard-problems';
  return (
    <div className={styles.wizard}>
      <header className={styles.top}>
        <div className={styles.topInner}>
          <button
            type="button"
            className={`${iconButtonClassName} ${styles.backIcon}`}
            onClick={back}
            aria-label={number === 1 ? 'Leave the wizard' : 'Back to the previous step'}
          >
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          {number ? (
            <div
              className={styles.progress}
              role="progressbar"
              aria-label="Wizard progress"
              aria-valuemin={1}
              aria-valuemax={wizardSteps.length}
              aria-valuenow={number}
              aria-valuetext={`Step ${number} of ${wizardSteps.length}`}
            >
              <span className={styles.progressFill} style={{ width: `${(number / wizardSteps.length) * 100}%` }} />
            </div>
          ) : (
            <p className={styles.detour}>{state.returnTo === 'preview' ? 'Editing from the preview' : 'Learn more'}</p>
          )}
          <span className={styles.count}>{number ? `${number}/${wizardSteps.length}` : ''}</span>
        </div>
        {saveStatus && <div className={styles.saveStatus}>{saveStatus}</div>}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <form key={step} className={styles.step} onSubmit={onFormSubmit} noValidate aria-labelledby="wizard-title">
          <div className={styles.head}>
            {number && (
              <p className={styles.eyebrow}>
                Step {number} of {wizardSteps.length}
              </p>
            )}
            <h1 id="wizard-title" ref={heading} tabIndex={-1} className={styles.title}>
              {copy.title}
            </h1>
            {copy.lead && <p className={styles.lead}>{copy.lead}</p>}
          </div>
          <div className={styles.body}>
            <WizardStepBody
              state={state}
              dispatch={dispatch}
              today={today}
              accountEmail={accountEmail}
              onLearnMore={education ? () => open(education, step) : undefined}
              onContinue={next}
            />
          </div>
          <div className={styles.actions}>
            {problems.length > 0 && (
              <ul id={problemsId} className={styles.problems}>
                {problems.map((problem) => (
                  <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
                ))}
              </ul>
            )}
            {step === 'preview' && submitError && <Alert>{submitError}</Alert>}
            <div className={styles.buttons}>
              <Button variant="ghost" onClick={back} className={styles.backButton}>
                {number === 1 ? 'Leave' : 'Back'}
              </Button>
              {/* The account prompt moves on by its own choices. */}
              {step !== 'account-prompt' && (
                <Button
                  type="submit"
                  size="large"
                  disabled={problems.length > 0}
                  loading={submitting && step === 'preview'}
                  aria-describedby={problems.length > 0 ? problemsId : undefined}
                >
                  {nextLabel(state, mode, submitting)}
                </Button>
              )}
            </div>
          </div>
        </form>
      </main>
    </div>
  );
}
