import styles from './registration.module.css';

/** Answers as toggle chips: checkboxes, or radios with `single`. */
export function ChoiceChips({
  label,
  options,
  selected,
  onToggle,
  single = false,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  single?: boolean;
}) {
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
