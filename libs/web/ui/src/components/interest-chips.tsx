import { useState } from 'react';
import { chipListClassName } from './choice-chips';
import { chipsToShow } from './interest-chips.model';
import styles from './interest-chips.module.css';

/** The profile's interest chips (spec 1 §2.5): five, or three and '+3' with exactly six. */
export function InterestChips({ names }: { names: readonly string[] }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = chipsToShow(names);
  const visible = expanded ? names : shown;
  return (
    <ul className={chipListClassName} aria-label="interests">
      {visible.map((name) => (
        <li key={name} className={styles.chip}>
          {name}
        </li>
      ))}
      {!expanded && hidden > 0 && (
        <li>
          <button
            type="button"
            className={`${styles.chip} ${styles.moreChip}`}
            onClick={() => setExpanded(true)}
            aria-label={`show ${hidden} more interests`}
          >
            +{hidden}
          </button>
        </li>
      )}
    </ul>
  );
}
