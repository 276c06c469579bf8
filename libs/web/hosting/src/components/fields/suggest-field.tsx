import { type KeyboardEvent, useId, useState } from 'react';
import type { Suggestion } from '../../model/suggestions';
import styles from './fields.module.css';

export interface SuggestFieldProps {
  label: string;
  /** The label of the chosen option, or what is being typed. */
  text: string;
  /** What to suggest for the text as it stands (the caller filters). */
  suggestions: readonly Suggestion[];
  /** Typing: the caller decides whether the text names an option in full. */
  onText: (text: string) => void;
  /** An option was chosen from the list. */
  onChoose: (option: Suggestion) => void;
  placeholder?: string;
  hint?: string;
  disabled?: boolean;
}

/**
 * A text field whose suggestions are filtered as you type (the ARIA combobox pattern): arrows move
 * through them, Enter or a tap chooses one, Escape closes the list.
 */
export function SuggestField({
  label,
  text,
  suggestions: shown,
  onText,
  onChoose,
  placeholder,
  hint,
  disabled,
}: SuggestFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const activeOption = open ? shown[active] : undefined;

  function choose(option: Suggestion) {
    onChoose(option);
    setOpen(false);
    setActive(-1);
  }

  function onType(value: string) {
    onText(value);
    setOpen(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (shown.length === 0 ? -1 : (current + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && open && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className={styles.suggest}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        className={styles.input}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${id}-${activeOption.value}` : undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onType(event.target.value)}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        // A tap on a suggestion lands before the blur closes the list (it presses on mousedown).
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className={styles.suggestions}
        hidden={!open || shown.length === 0}
      >
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={`${id}-${option.value}`}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
