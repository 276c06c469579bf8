import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useGetPaymentSettingsQuery } from '@ember/api-client';
import { budgetRanges, experienceActivities } from '@ember/member-rules';
import { seasonCalendar } from '@ember/time-zones';
import { Alert, Button, ChoiceChips, TextField, usePageTitle } from '@ember/ui';

import styles from '../components/registration.module.css';
import { useRegistration, useSubmitRegistration } from '../hooks/use-registration';
import { lastRegistrationStep, progressOf } from '../model/registration-slice';
import { activityLabels, budgetLabel, dateLabel, registrationTexts } from '../model/registration-texts';

const titles = ['when are you free?', 'what do you enjoy?', "what's your budget?", 'videos', 'a $10 deposit'];

/**
 * The experience registration (spec 3 §2.10, §4): availability, activities, budget, video
 * agreement, deposit. Next while below step 4, back while above 0 (back on the first step leaves);
 * the answers are kept in the browser; the final buttons submit and go to /payment.
 */
export function RegistrationWizardPage() {
  const { experienceId } = useParams();
  const navigate = useNavigate();
  const { answers, submission, dispatch, actions } = useRegistration();
  const submit = useSubmitRegistration(experienceId ?? 'experience');
  const [alert, setAlert] = useState<string | null>(null);
  // The season's dates, the ones the CMS seed offers too: counted from today, never past.
  const [dates] = useState(() => seasonCalendar(new Date()).experienceDates);
  const heading = useRef<HTMLHeadingElement>(null);
  // An install can make the deposit mandatory (spec 3 §9: optional for now).
  const depositRequired = useGetPaymentSettingsQuery().data?.depositRequired ?? false;
  const step = answers.currentStep;
  usePageTitle(`${titles[step]} · step ${step + 1} of 5`);

  useEffect(() => {
    dispatch(actions.restarted());
  }, [dispatch, actions]);

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [step]);

  const ready = [
    answers.availability.length > 0,
    true,
    answers.idealBudget !== null && answers.maxBudget !== null,
    answers.videoAgreement !== null,
    true,
  ][step];

  async function finish(depositAgreement: 'yes' | 'no') {
    setAlert(null);
    const outcome = await submit({ depositAgreement });
    if (outcome.ok) navigate('/payment');
    else if (outcome.message) setAlert(outcome.message);
  }

  return (
    <section className={styles.page} aria-labelledby="registration-title">
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="registration progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progressOf(step)}
      >
        <span style={{ width: `${progressOf(step)}%` }} />
      </div>
      <p className={styles.count}>
        step {step + 1} of {lastRegistrationStep + 1}
      </p>
      <h1 id="registration-title" ref={heading} tabIndex={-1} className={styles.title}>
        {titles[step]}
      </h1>

      <div className={styles.card}>
        {step === 0 && (
          <>
            <ChoiceChips
              label="dates"
              options={dates.map((date) => ({ value: date, label: dateLabel(date) }))}
              selected={answers.availability}
              onToggle={(date) => dispatch(actions.dateToggled(date))}
            />
            <TextField
              label="anything about your availability? (optional)"
              value={answers.availabilityExplained}
              maxLength={300}
              onChange={(event) => dispatch(actions.answered({ availabilityExplained: event.target.value }))}
            />
          </>
        )}
        {step === 1 && (
          <ChoiceChips
            label="activities"
            options={experienceActivities.map((value) => ({
              value,
              label: (Object.hasOwn(activityLabels, value) && activityLabels[value]) || value,
            }))}
            selected={answers.activities}
            onToggle={(value) => dispatch(actions.activityToggled(value as (typeof experienceActivities)[number]))}
          />
        )}
        {step === 2 && (
          <>
            <p className={styles.label}>ideal budget per event</p>
            <ChoiceChips
              single
              label="ideal budget per event"
              options={budgetRanges.map((range) => ({ value: range, label: budgetLabel(range) }))}
              selected={answers.idealBudget ? [answers.idealBudget] : []}
              onToggle={(range) => dispatch(actions.answered({ idealBudget: range as (typeof budgetRanges)[number] }))}
            />
            <p className={styles.label}>the most you would spend</p>
            <ChoiceChips
              single
              label="the most you would spend"
              options={budgetRanges.map((range) => ({ value: range, label: budgetLabel(range) }))}
              selected={answers.maxBudget ? [answers.maxBudget] : []}
              onToggle={(range) => dispatch(actions.answered({ maxBudget: range as (typeof budgetRanges)[number] }))}
            />
          </>
        )}
        {step === 3 && (
          <>
            <p>
              You record two short videos, one fun and one useful, so people can see who they would meet.{' '}
              {registrationTexts.videosMandatory}
            </p>
            <ChoiceChips
              single
              label="will you upload your videos?"
              options={[
                { value: 'yes', label: 'yes, I will' },
                { value: 'no', label: 'no' },
              ]}
              selected={answers.videoAgreement ? [answers.videoAgreement] : []}
              onToggle={(value) => {
                setAlert(value === 'no' ? registrationTexts.videosMandatory : null);
                dispatch(actions.answered({ videoAgreement: value as 'yes' | 'no' }));
              }}
            />
          </>
        )}
        {step === 4 && <p>{registrationTexts.deposit}</p>}
        {alert && <Alert>{alert}</Alert>}
      </div>

      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            setAlert(null);
            if (step === 0) navigate('/home');
            else dispatch(actions.previousStep());
          }}
        >
          back
        </Button>
        {step < lastRegistrationStep ? (
          <Button onClick={() => dispatch(actions.nextStep())} disabled={!ready}>
            next
          </Button>
        ) : (
          <div className={styles.finalButtons}>
            {!depositRequired && (
              <Button variant="secondary" onClick={() => finish('no')} disabled={submission !== 'PRE_SUBMIT'}>
                continue without a deposit
              </Button>
            )}
            <Button onClick={() => finish('yes')} loading={submission === 'SUBMIT_IN_PROGRESS'}>
              pay the $10 deposit
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
