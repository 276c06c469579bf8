import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, iconButtonClassName, usePageTitle } from '@ember/ui';
import { useOnboarding, usePersistOnboarding } from '../hooks/use-onboarding';
import { useSubmitOnboarding } from '../hooks/use-submit-onboarding';
import { useWizardKeys } from '../hooks/use-wizard-keys';
import { useWizardNavigation } from '../hooks/use-wizard-navigation';
import { canContinue } from '../model/step-rules';
import { type StepId, type WizardVariant, validStepIndex } from '../model/steps';
import { ActivitiesStep } from './steps/activities-step';
import { InterestsStep } from './steps/interests-step';
import { LocationStep } from './steps/location-step';
import { PhotoStep } from './steps/photo-step';
import { RegisterStep, registerTexts } from './steps/register-step';
import { AgeStep, HostingStep, NameStep, NeighborhoodsStep, SchedulingStep, SexStep } from './steps/simple-steps';
import styles from './wizard.module.css';

const questions: Record<StepId, { title: string; sub?: string }> = {
  location: { title: 'where do you live?', sub: 'Groups meet in person, so we start with your city.' },
  activities: { title: 'what would you like to do?', sub: 'Pick what sounds like you.' },
  interests: {
    title: 'what are you into?',
    sub: 'Pick at least one. You will say what you look for and bring later.',
  },
  name: { title: "what's your name?", sub: 'Your first name is what others see.' },
  age: { title: 'how old are you?' },
  sex: { title: "what's your sex?" },
  photo: { title: 'add a photo of you', sub: 'People like to see who they might meet.' },
  neighborhoods: { title: 'where in the city works for you?', sub: 'Pick every neighbourhood you would go to.' },
  hosting: { title: 'could you host a group?', sub: 'At your place, or a venue you know.' },
  scheduling: { title: 'when are you free?', sub: 'Weekend mornings. Pick every time that works.' },
  register: { title: registerTexts.heading, sub: 'We will send you a code to confirm it. No password needed.' },
};

export interface OnboardingWizardProps {
  steps: readonly StepId[];
  variant: WizardVariant;
  /** The program to enrol in at the end. */
  programId: string | null;
  /** Where a finished submission goes. */
  doneTo: string;
  /** /complete-profile: the last step finishes instead of registering. */
  finishOnLastStep?: boolean;
  /** Shown above the first question, e.g. the program's name. */
  banner?: ReactNode;
}

/**
 * The onboarding wizard (spec 1 §2.3): one question per step, a progress bar with a segment per
 * step, 600 ms between moves, the page back at its top after each, Tab blocked and Shift+Tab back,
 * and the kept step index (reset when it falls outside the list).
 */
export function OnboardingWizard({
  steps,
  variant,
  programId,
  doneTo,
  finishOnLastStep,
  banner,
}: OnboardingWizardProps) {
  const navigate = useNavigate();
  usePersistOnboarding();
  const { data, interests, dispatch, actions } = useOnboarding();
  const { submit, submission } = useSubmitOnboarding(programId);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const index = validStepIndex(data.currentStep, steps.length);
  const step = steps[index]!;
  const question = questions[step];
  usePageTitle(`${question.title} · step ${index + 1} of ${steps.length}`);

  useEffect(() => {
    // Opening the wizard again after a finished submission: a new one may start.
    dispatch(actions.restarted());
  }, [dispatch, actions]);

  // Spec 1 §2.3: a kept index outside this step list starts over.
  useEffect(() => {
    if (data.currentStep !== index) dispatch(actions.stepChanged(index));
  }, [data.currentStep, index, dispatch, actions]);

  const onIndex = useCallback((next: number) => dispatch(actions.stepChanged(next)), [dispatch, actions]);
  const onLeave = useCallback(() => navigate('/'), [navigate]);
  const navigation = useWizardNavigation({ index, count: steps.length, onIndex, onLeave });
  useWizardKeys(container, navigation.back);

  // A new question gets the focus, so screen readers read it; steps with a field focus the field.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body || !container.current?.contains(active)) heading.current?.focus();
  }, [index]);

  const ready = canContinue(step, data, { variant, interests });
  const last = index === steps.length - 1;

  async function finish(): Promise<boolean> {
    setSubmitError(null);
    const user = await submit(setSubmitError);
    if (user) navigate(doneTo, { replace: true });
    return Boolean(user);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    if (last && finishOnLastStep) void finish();
    else navigation.next();
  }

  const body = (() => {
    switch (step) {
      case 'location':
        return <LocationStep variant={variant} />;
      case 'activities':
        return <ActivitiesStep />;
      case 'interests':
        return <InterestsStep />;
      case 'name':
        return <NameStep />;
      case 'age':
        return <AgeStep />;
      case 'sex':
        return <SexStep onChosen={() => navigation.next({ whenUnlocked: true })} />;
      case 'photo':
        return <PhotoStep />;
      case 'neighborhoods':
        return <NeighborhoodsStep />;
      case 'hosting':
        return <HostingStep />;
      case 'scheduling':
        return <SchedulingStep />;
      case 'register':
        return (
          <RegisterStep onRegistered={finish} submitting={submission === 'submitInProgress'} error={submitError} />
        );
    }
  })();

  const nextLabel =
    last && finishOnLastStep
      ? submission === 'submitInProgress'
        ? 'saving…'
        : 'finish'
      : step === 'photo' && !data.photoData
        ? 'skip for now'
        : 'next';

  return (
    <div className={styles.wizard} ref={container}>
      <header className={styles.top}>
        <div className={styles.topInner}>
          <button
            type="button"
            className={`${iconButtonClassName} ${styles.back}`}
            onClick={navigation.back}
            aria-label={index === 0 ? 'leave' : 'back'}
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
          <div
            className={styles.progress}
            role="progressbar"
            aria-label="onboarding progress"
            aria-valuemin={1}
            aria-valuemax={steps.length}
            aria-valuenow={index + 1}
            aria-valuetext={`step ${index + 1} of ${steps.length}`}
          >
            {steps.map((id, position) => (
              <span
                key={id}
                className={[styles.segment, position < index ? styles.done : position === index ? styles.current : '']
                  .filter(Boolean)
                  .join(' ')}
              />
            ))}
          </div>
          <span className={styles.count} aria-hidden="true">
            {index + 1}/{steps.length}
          </span>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {banner}
        {/* The register step holds its own forms (e-mail, code): it is a section, not a form. */}
        <StepFrame key={step} isForm={step !== 'register'} onSubmit={onSubmit}>
          <div className={styles.intro}>
            <h1 id="wizard-question" ref={heading} tabIndex={-1} className={styles.question}>
              {question.title}
            </h1>
            {question.sub && <p className={styles.sub}>{question.sub}</p>}
          </div>
          <div className={styles.body}>{body}</div>
          {step !== 'register' && (
            <div className={styles.actions}>
              {last && finishOnLastStep && submitError && (
                <p className={styles.warn} role="alert">
                  {submitError}
                </p>
              )}
              <Button
                type="submit"
                size="large"
                block
                // Resting after a move (600 ms): pressed again too soon, nothing would happen.
                disabled={!ready || navigation.locked}
                className={ready ? styles.resting : undefined}
                loading={submission === 'submitInProgress'}
              >
                {nextLabel}
              </Button>
            </div>
          )}
        </StepFrame>
      </main>
      <p className={styles.keys}>
        <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>enter</kbd> to continue · <kbd>shift</kbd>+<kbd>tab</kbd> to go back
      </p>
      <p className="visually-hidden">
        Use the up and down arrow keys to move between answers, Space to choose, Enter to continue, and Shift+Tab to go
        back.
      </p>
    </div>
  );
}

function StepFrame({
  isForm,
  onSubmit,
  children,
}: {
  isForm: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return isForm ? (
    <form className={styles.step} onSubmit={onSubmit} noValidate aria-labelledby="wizard-question">
      {children}
    </form>
  ) : (
    <section className={styles.step} aria-labelledby="wizard-question">
      {children}
    </section>
  );
}
