import { useEffect, useRef, useState } from 'react';
import { type MyProfile, useGetMyProfileQuery, useUpdateProfilePropertyMutation } from '@ember/api-client';
import { type DiscoveryPreference, discoveryPreferences, selectedBands } from '@ember/member-rules';
import { Alert, Button, LoadingState, TextField, usePageTitle } from '@ember/ui';
import { type PromptPicker, VideoPromptsPanel } from '../components/video-prompts-panel';
import styles from '../components/vibe-check.module.css';
import {
  type PreferredSex,
  type VibeAnswers,
  type VibeStep,
  answersFrom,
  canContinueAges,
  canFinishOther,
  changesOf,
  discoveryLabels,
  firstStep,
  idealAges,
  pickBand,
  pickableBands,
  previousStep,
  sexLabels,
  stepAfterStatus,
} from '../model/vibe-check';

export const privacyNote = 'Your answers are totally private and never shared with anyone.';

const questions: Record<VibeStep, string> = {
  '1': 'are you open to romance?',
  '2': 'who would you like to meet?',
  '2.5': 'what ages?',
  '3': 'how do you like to discover people?',
  '4': 'your vibe',
};

/** /vibe-check (spec 1 §2.7): the private questionnaire; it opens on the summary when answered. */
export function VibeCheckPage({ PromptTypePicker }: { PromptTypePicker: PromptPicker }) {
  usePageTitle('Vibe check');
  const profile = useGetMyProfileQuery();
  if (profile.isLoading) return <LoadingState label="Loading your answers…" />;
  if (profile.error || !profile.data) {
    return (
      <div className={styles.stack}>
        <Alert>We couldn&apos;t load your answers. Check your connection and try again.</Alert>
        <Button variant="secondary" onClick={() => profile.refetch()}>
          try again
        </Button>
      </div>
    );
  }
  return <VibeCheck profile={profile.data} PromptTypePicker={PromptTypePicker} />;
}

function VibeCheck({ profile, PromptTypePicker }: { profile: MyProfile; PromptTypePicker: PromptPicker }) {
  const saved = {
    relationshipStatus: profile.relationshipStatus,
    preferredSex: profile.preferredSex,
    minIdealAge: profile.minIdealAge,
    maxIdealAge: profile.maxIdealAge,
    discoveryPreference: profile.discoveryPreference,
    discoveryPreferenceOther: profile.discoveryPreferenceOther,
  };
  const [step, setStep] = useState<VibeStep>(() => firstStep(saved));
  const [answers, setAnswers] = useState<VibeAnswers>(() => answersFrom(saved));
  const [update, updating] = useUpdateProfilePropertyMutation();
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  async function save(next: VibeAnswers) {
    setAnswers(next);
    setError(null);
    try {
      await update({
        updateProfilePropertyRequest: {
          Location: profile.location,
          Changes: changesOf(next) as never,
        },
      }).unwrap();
      setStep('4');
    } catch (failure) {
      // Spec 1 §8: logged; the member can try again.
      console.error('saving the vibe check failed', failure);
      setError('We couldn’t save your answers. Please try again.');
    }
  }

  function chooseDiscovery(preference: DiscoveryPreference) {
    const next = { ...answers, discoveryPreference: preference };
    if (preference === 'other') setAnswers(next);
    else void save(next);
  }

  const back = previousStep(step, answers);
  const ages = idealAges(answers);
  const chosenBands = new Set(selectedBands(answers.ageRange).map((band) => band.id));

  return (
    <section className={styles.page} aria-labelledby="vibe-question">
      <header className={styles.header}>
        <p className={styles.eyebrow}>vibe check</p>
        <h1 id="vibe-question" ref={heading} tabIndex={-1} className={styles.question}>
          {questions[step]}
        </h1>
        <p className={styles.private}>
          <svg
            viewBox="0 0 20 20"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <rect x="4" y="9" width="12" height="8" rx="2" />
            <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
          </svg>
          {privacyNote}
        </p>
      </header>

      <div className={styles.card}>
        {step === '1' && (
          <Options
            label={questions['1']}
            options={[
              { value: 'open', label: 'yes, open to it' },
              { value: 'not_looking', label: 'not looking' },
            ]}
            selected={answers.relationshipStatus}
            onChoose={(status) => {
              setAnswers({ ...answers, relationshipStatus: status });
              setStep(stepAfterStatus(status));
            }}
          />
        )}
        {step === '2' && (
          <Options
            label={questions['2']}
            options={(['male', 'female', 'any'] as PreferredSex[]).map((value) => ({ value, label: sexLabels[value] }))}
            selected={answers.preferredSex}
            onChoose={(sex) => {
              setAnswers({ ...answers, preferredSex: sex });
              setStep('2.5');
            }}
          />
        )}
        {step === '2.5' && (
          <>
            <p className={styles.muted}>Tap the youngest, then the oldest. Tap again to start over.</p>
            <ul className={styles.bands} role="group" aria-label="age range">
              {pickableBands.map((band) => (
                <li key={band.id}>
                  <button
                    type="button"
                    aria-pressed={chosenBands.has(band.id)}
                    className={[
                      styles.band,
                      band.id === answers.ageRange.start || band.id === answers.ageRange.end ? styles.bandEnd : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    onClick={() => setAnswers(pickBand(answers, band.id))}
                  >
                    {band.label}
                  </button>
                </li>
              ))}
            </ul>
            <p className={styles.rangeText} aria-live="polite">
              {ages ? `${ages.min} to ${ages.max}` : 'no range yet'}
            </p>
            <Button size="large" block disabled={!canContinueAges(answers)} onClick={() => setStep('3')}>
              continue
            </Button>
          </>
        )}
        {step === '3' && (
          <>
            <Options
              label={questions['3']}
              options={discoveryPreferences.map((value) => ({ value, label: discoveryLabels[value] }))}
              selected={answers.discoveryPreference}
              onChoose={chooseDiscovery}
              busy={updating.isLoading}
            />
            {answers.discoveryPreference === 'other' && (
              <form
                className={styles.stack}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (canFinishOther(answers)) void save(answers);
                }}
              >
                <TextField
                  label="tell us how"
                  value={answers.discoveryPreferenceOther}
                  maxLength={200}
                  onChange={(event) => setAnswers({ ...answers, discoveryPreferenceOther: event.target.value })}
                  autoFocus
                />
                <Button
                  type="submit"
                  size="large"
                  block
                  disabled={!canFinishOther(answers)}
                  loading={updating.isLoading}
                >
                  finish
                </Button>
              </form>
            )}
          </>
        )}
        {step === '4' && (
          <>
            <dl className={styles.summary}>
              <div>
                <dt>open to romance</dt>
                <dd>{answers.relationshipStatus === 'open' ? 'yes' : 'not looking'}</dd>
              </div>
              {answers.relationshipStatus === 'open' && (
                <>
                  <div>
                    <dt>interested in</dt>
                    <dd>{answers.preferredSex ? sexLabels[answers.preferredSex] : 'not answered'}</dd>
                  </div>
                  <div>
                    <dt>ages</dt>
                    <dd>{ages ? `${ages.min}-${ages.max}` : 'not answered'}</dd>
                  </div>
                </>
              )}
              <div>
                <dt>discover people by</dt>
                <dd>
                  {answers.discoveryPreference === 'other'
                    ? answers.discoveryPreferenceOther
                    : answers.discoveryPreference
                      ? discoveryLabels[answers.discoveryPreference]
                      : 'not answered'}
                </dd>
              </div>
            </dl>
            <Button variant="secondary" onClick={() => setStep('1')}>
              edit answers
            </Button>
          </>
        )}
        {error && <Alert>{error}</Alert>}
        {back && (
          <button type="button" className={styles.back} onClick={() => setStep(back)}>
            back
          </button>
        )}
      </div>

      {step === '4' &&
        (answers.discoveryPreference === 'videos' ? (
          <VideoPromptsPanel PromptTypePicker={PromptTypePicker} />
        ) : (
          <p className={styles.thanks}>Thanks! We will use this to suggest people you will click with.</p>
        ))}
    </section>
  );
}

function Options<Value extends string>({
  label,
  options,
  selected,
  onChoose,
  busy,
}: {
  label: string;
  options: { value: Value; label: string }[];
  selected: Value | null;
  onChoose: (value: Value) => void;
  busy?: boolean;
}) {
  return (
    <div className={styles.options} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={selected === option.value}
          className={styles.option}
          disabled={busy}
          onClick={() => onChoose(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
