import { useId } from 'react';
import styles from './fields.module.css';

export interface RadioCardsProps<Value extends string> {
  legend: string;
  options: readonly { value: Value; label: string; description?: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** Two cards side by side from tablet width up. */
  columns?: 1 | 2 | 3;
}

/** One answer out of a few, each a card with a line of explanation: native radios in a fieldset. */
export function RadioCards<Value extends string>({
  legend,
  options,
  value,
  onChange,
  columns = 1,
}: RadioCardsProps<Value>) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{legend}</legend>
      <div className={styles.cards} data-columns={columns}>
        {options.map((option) => (
          <label key={option.value} className={styles.card}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.cardText}>
              <span className={styles.cardLabel}>{option.label}</span>
              {option.description && <span className={styles.cardDescription}>{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
