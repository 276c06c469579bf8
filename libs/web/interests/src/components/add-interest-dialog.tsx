import { type FormEvent, useState } from 'react';
import { useListPresetInterestsQuery } from '@ember/api-client';
import { Alert, Modal, TextField, chipClassName, chipListClassName } from '@ember/ui';
import styles from './interests.module.css';

export interface AddInterestDialogProps {
  open: boolean;
  onClose: () => void;
  /** Names the member already has; they are not offered again. */
  existingNames: readonly string[];
  onAdd: (interest: { name: string; isCustom: boolean }) => void | Promise<void>;
  adding?: boolean;
  error?: string | null;
}

/** Choosing a new interest: one of the preset topics, or a name of the member's own (non-empty). */
export function AddInterestDialog({ open, onClose, existingNames, onAdd, adding, error }: AddInterestDialogProps) {
  const presets = useListPresetInterestsQuery(undefined, { skip: !open });
  const [custom, setCustom] = useState('');
  const taken = new Set(existingNames.map((name) => name.toLowerCase()));
  const offered = (presets.data?.interests ?? []).filter((preset) => !taken.has(preset.name.toLowerCase()));
  const customName = custom.trim();

  function addCustom(event: FormEvent) {
    event.preventDefault();
    if (!customName || adding) return;
    void onAdd({ name: customName, isCustom: true });
  }

  return (
    <Modal open={open} onClose={onClose} title="add an interest">
      <div className={styles.modalStep}>
        <p className={styles.lead}>
          Pick a topic, or name your own. Next you will say what you hope to find and bring.
        </p>
        {presets.isLoading && <p className={styles.fieldHint}>Loading topics…</p>}
        {offered.length > 0 && (
          <ul className={chipListClassName} aria-label="topics">
            {offered.map((preset) => (
              <li key={preset.name}>
                <button
                  type="button"
                  className={chipClassName}
                  disabled={adding}
                  onClick={() => void onAdd({ name: preset.name, isCustom: false })}
                >
                  {preset.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className={styles.customForm} onSubmit={addCustom}>
          <TextField
            label="or your own"
            placeholder="e.g. Bouldering"
            value={custom}
            maxLength={60}
            onChange={(event) => setCustom(event.target.value)}
          />
          <button type="submit" className={styles.addButton} disabled={!customName || adding}>
            add
          </button>
        </form>
        {error && <Alert>{error}</Alert>}
      </div>
    </Modal>
  );
}
