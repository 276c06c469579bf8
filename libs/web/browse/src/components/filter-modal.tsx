import { useState } from 'react';
import { ChoiceChips, Modal } from '@ember/ui';
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
      <ChoiceChips
        label={title}
        options={options.map((option) => ({ value: option.id, label: option.label }))}
        selected={chosen}
        onToggle={(id) => setChosen(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id])}
      />
    </Modal>
  );
}
