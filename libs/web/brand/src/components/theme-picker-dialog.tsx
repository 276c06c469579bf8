import { useEffect, useState } from 'react';
import { LoadingState, Modal } from '@ember/ui';
import { chooseTheme } from '../model/theme-choice';
import { type PickerContent, loadPickerContent } from '../model/theme-source';
import styles from './theme-picker.module.css';

export interface ThemePickerDialogProps {
  open: boolean;
  onClose: () => void;
  chosenId: string;
  /** The page wears a theme of its own; the choice shows on other pages. */
  forced?: boolean;
}

/**
 * Spec 2 §4: 'choose your colors', grouped as the CMS's theme picker says (the built-in catalogue
 * when the CMS cannot be reached); a choice applies at once and is saved in the browser.
 */
export function ThemePickerDialog({ open, onClose, chosenId, forced = false }: ThemePickerDialogProps) {
  const [content, setContent] = useState<PickerContent | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    void loadPickerContent().then((loaded) => current && setContent(loaded));
    return () => {
      current = false;
    };
  }, [open]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={content?.title ?? 'choose your colors'}
      wide
      primaryAction={{ label: 'Done', onClick: onClose }}
    >
      {forced && (
        <p className={styles.note}>This page always wears its own colours. Your choice shows everywhere else.</p>
      )}
      {!content && <LoadingState />}
      {content?.groups.map((group) => (
        <div key={group.id} className={styles.group}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{group.label}</legend>
            <div className={styles.grid}>
              {group.themes.map((theme) => (
                <label key={theme.id} className={styles.option}>
                  <input
                    className={styles.radio}
                    type="radio"
                    name="theme"
                    value={theme.id}
                    checked={chosenId === theme.id}
                    onChange={() => chooseTheme(theme)}
                    aria-label={theme.name}
                    aria-describedby={`theme-${theme.id}-description`}
                  />
                  <span className={styles.swatch} aria-hidden="true">
                    <span style={{ background: theme.bgPrimary, color: theme.text }}>Aa</span>
                    <span style={{ background: theme.primary }} />
                    <span style={{ background: theme.accent }} />
                  </span>
                  <span className={styles.name}>
                    {theme.name}
                    <svg className={styles.check} viewBox="0 0 20 20" aria-hidden="true">
                      <path
                        d="M4 10.5l4 4 8-9"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.4"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  </span>
                  <span id={`theme-${theme.id}-description`} className="visually-hidden">
                    {theme.description}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      ))}
    </Modal>
  );
}
