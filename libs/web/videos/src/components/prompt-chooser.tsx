import { useId } from 'react';
import type { VideoPrompt } from '@ember/api-client';
import styles from './prompt-chooser.module.css';

export interface PromptChooserProps {
  prompts: readonly VideoPrompt[];
  chosen: VideoPrompt;
  onChoose: (prompt: VideoPrompt) => void;
  label: string;
  /** A compact drop-down (settings), or every prompt as a choice with its description. */
  variant: 'select' | 'list';
}

/** The prompt selector of a fun or useful slot (spec 1 §2.7, spec 3 §2.9). */
export function PromptChooser({ prompts, chosen, onChoose, label, variant }: PromptChooserProps) {
  const id = useId();
  const byId = (promptId: string) => prompts.find((prompt) => prompt.id === promptId);
  if (variant === 'select') {
    return (
      <div className={styles.select}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <select id={id} value={chosen.id} onChange={(event) => onChoose(byId(event.target.value) ?? chosen)}>
          {prompts.map((prompt) => (
            <option key={prompt.id} value={prompt.id}>
              {prompt.title}
            </option>
          ))}
        </select>
        <p className={styles.description}>{chosen.description}</p>
      </div>
    );
  }
  return (
    <fieldset className={styles.list}>
      <legend className={styles.label}>{label}</legend>
      {prompts.map((prompt) => (
        <label key={prompt.id} className={styles.option}>
          <input
            type="radio"
            name={id}
            value={prompt.id}
            checked={prompt.id === chosen.id}
            onChange={() => onChoose(prompt)}
          />
          <span className={styles.optionText}>
            <strong>{prompt.title}</strong>
            <span>{prompt.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
