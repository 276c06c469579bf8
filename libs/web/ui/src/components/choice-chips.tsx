import styles from './choice-chips.module.css';

/** The chip look, for pill buttons that are not a set of choices (topics to add, say), and their list. */
export const chipClassName = styles.chip;
export const chipListClassName = styles.chips;

export interface ChoiceChipsProps<Value extends string> {
  /** What the choices answer, read out for the group. */
  label: string;
  options: readonly { value: Value; label: string }[];
  selected: readonly Value[];
  onToggle: (value: Value) => void;
  /** One answer (radios) rather than several (checkboxes). */
  single?: boolean;
}

/** Answers as pills that are picked or not: checkboxes, or radios with `single`. */
export function ChoiceChips<Value extends string>({
  label,
  options,
  selected,
  onToggle,
  single = false,
}: ChoiceChipsProps<Value>) {
  return (
    <div role={single ? 'radiogroup' : 'group'} aria-label={label}>
      <ul className={styles.chips}>
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              role={single ? 'radio' : 'checkbox'}
              aria-checked={selected.includes(option.value)}
              className={styles.chip}
              onClick={() => onToggle(option.value)}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
