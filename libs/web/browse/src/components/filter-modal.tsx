import { useState } from 'react';
import { Modal } from '@ember/ui';
import styles from './browse.module.css';

export interface FilterModalProps {
  open: boolean;
  title: string;
  options: readonly { id: string; label: string }[];
  selected: readonly string[];
  onApply: (selected: string[]) => void;
  onClose: () => void;
}

/** A filter (age, sex, interest): choose several, then apply; nothing chosen shows everyone. */
export function FilterModal(props: FilterModalProps) {
  if (!props.open) return null;
  return <FilterChoices {...props} />;
}

function FilterChoices({ title, options, selected, onApply, onClose }: FilterModalProps) {
  const [chosen, setChosen] = useState<string[]>([...selected]);
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      primaryAction={{ label: 'apply', onClick: () => onApply(chosen) }}
      actions={
        <button type="button" className={styles.clear} onClick={() => setChosen([])}>
          clear
        </button>
      }
    >
      <div role="group" aria-label={title}>
        <ul className={styles.filterOptions}>
          {options.map((option) => {
            const on = chosen.includes(option.id);
            return (
              <li key={option.id}>
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={on}
                  className={styles.filterOption}
                  onClick={() => setChosen(on ? chosen.filter((id) => id !== option.id) : [...chosen, option.id])}
                >
                  {option.label}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Modal>
  );
}
