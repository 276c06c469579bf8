import { type FormEvent, Suspense, useContext, useState } from 'react';
import { useListPresetInterestsQuery } from '@ember/api-client';
import { importedText } from '@ember/interest-import';
import { isValidAge } from '../../model/step-rules';
import { Button, ChoiceChips, TextField, chipClassName, chipListClassName } from '@ember/ui';
import { useOnboarding } from '../../hooks/use-onboarding';
import { AiImportSlot } from '../ai-import-slot';
import styles from '../wizard.module.css';

const preset = (name: string, isCustom = false) => ({
  name,
  lookingFor: '',
  contribute: '',
  isAiSuggested: false,
  isCustom,
});

/**
 * Interest selection (spec 1 §2.3): the 20 preset topics, interests of one's own, and the AI
 * import. At least one to continue; the texts come later, on /interests.
 */
export function InterestsStep() {
  const { data, interests, dispatch, actions } = useOnboarding();
  const presets = useListPresetInterestsQuery();
  const [custom, setCustom] = useState('');
  const [aiOpen, setAiOpen] = useState(false);
  const [aiUsed, setAiUsed] = useState(false);
  const renderAiImport = useContext(AiImportSlot);
  const chosen = new Set(interests.map((interest) => interest.name.toLowerCase()));
  const presetNames = (presets.data?.interests ?? []).map((item) => item.name);
  const own = interests.filter(
    (interest) => !presetNames.some((name) => name.toLowerCase() === interest.name.toLowerCase()),
  );

  function addCustom(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const name = custom.trim();
    if (!name) return;
    if (!chosen.has(name.toLowerCase())) dispatch(actions.interestToggled(preset(name, true)));
    setCustom('');
  }

  return (
    <>
      {presets.isLoading ? (
        <p className={styles.sub}>Loading topics…</p>
      ) : presets.error ? (
        <p className={styles.warn}>We couldn&apos;t load the topics. Add your own below.</p>
      ) : (
        <ChoiceChips
          label="topics"
          options={presetNames.map((name) => ({ value: name, label: name }))}
          selected={presetNames.filter((name) => chosen.has(name.toLowerCase()))}
          onToggle={(name) => dispatch(actions.interestToggled(preset(name)))}
        />
      )}
      {own.length > 0 && (
        <div className={styles.field}>
          <p className={styles.subheading}>your own</p>
          <ul className={chipListClassName}>
            {own.map((interest) => (
              <li key={interest.name} className={styles.selectedChip}>
                {interest.name}
                <button
                  type="button"
                  className={styles.removeChip}
                  aria-label={`remove ${interest.name}`}
                  onClick={() => dispatch(actions.interestToggled(interest))}
                >
                  <svg
                    viewBox="0 0 16 16"
                    width="14"
                    height="14"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <path d="M4 4l8 8M12 4l-8 8" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.row} role="group" aria-label="add your own interest">
        <TextField
          label="add your own"
          placeholder="e.g. Bouldering"
          maxLength={60}
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') addCustom(event);
          }}
        />
        <button type="button" className={chipClassName} onClick={addCustom} disabled={!custom.trim()}>
          add
        </button>
      </div>
      {renderAiImport && (
        <Button variant="link" className={styles.textButton} onClick={() => setAiOpen(true)}>
          get ideas from an AI service
        </Button>
      )}
      {renderAiImport && (aiOpen || aiUsed) && (
        <Suspense fallback={null}>
          {renderAiImport({
            open: aiOpen,
            onClose: () => {
              setAiOpen(false);
              setAiUsed(true);
            },
            age: isValidAge(data.age) ? Number(data.age) : null,
            sex: data.sex,
            existingNames: interests.map((interest) => interest.name),
            onPromptCopied: () => dispatch(actions.updated({ aiPromptCopied: true })),
            onAdd: (items, responseText) => {
              dispatch(
                actions.interestsImported({
                  responseText,
                  interests: items.map((item) => ({
                    name: item.name,
                    lookingFor: importedText(item.lookingFor),
                    contribute: importedText(item.canContribute),
                    isAiSuggested: true,
                    isCustom: false,
                  })),
                }),
              );
            },
          })}
        </Suspense>
      )}
    </>
  );
}
