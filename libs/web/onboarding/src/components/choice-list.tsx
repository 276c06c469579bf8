import type { ReactNode } from 'react';
import styles from './wizard.module.css';

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
  description?: ReactNode;
}

export interface ChoiceListProps<Value extends string> {
  /** The question the choices answer, for screen readers. */
  label: string;
  choices: readonly Choice<Value>[];
  selected: readonly Value[];
  onChoose: (value: Value) => void;
  multiple?: boolean;
  /** Two large tiles side by side (sex, yes/no). */
  big?: boolean;
}

/**
 * A list of answers as buttons: radios for one answer, checkboxes for several. The wizard's arrow
 * keys move between them; Space or Enter chooses.
 */
export function ChoiceList<Value extends string>({
  label,
  choices,
  selected,
  onChoose,
  multiple = false,
  big = false,
}: ChoiceListProps<Value>) {
  return (
    // The role sits on a wrapper: a list keeps its list semantics.
    <div role={multiple ? 'group' : 'radiogroup'} aria-label={label}>
      <ul
        className={[styles.choices, big ? styles.choicesTwo : '', multiple ? styles.multi : '']
          .filter(Boolean)
          .join(' ')}
      >
        {choices.map((choice) => {
          const checked = selected.includes(choice.value);
          return (
            <li key={choice.value}>
              <button
                type="button"
                role={multiple ? 'checkbox' : 'radio'}
                aria-checked={checked}
                className={[styles.choice, big ? styles.big : ''].filter(Boolean).join(' ')}
                onClick={() => onChoose(choice.value)}
              >
                <span className={styles.choiceText}>
                  <span>{choice.label}</span>
                  {choice.description && <span className={styles.choiceDescription}>{choice.description}</span>}
                </span>
                <span className={styles.tick} aria-hidden="true">
                  <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2.4">
                    <path d="M3.5 8.5l3 3 6-7" />
                  </svg>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
