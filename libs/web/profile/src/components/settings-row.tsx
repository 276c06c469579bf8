import type { ReactNode } from 'react';
import { Button } from '@ember/ui';
import styles from './profile.module.css';

export interface SettingsRowProps {
  label: string;
  value: ReactNode;
  /** Locked fields open the contact-support dialog instead of an editor. */
  locked?: boolean;
  editing?: boolean;
  /** Another field is being edited: one at a time. */
  disabled?: boolean;
  onEdit: () => void;
  /** The editor, shown while editing. */
  children?: ReactNode;
  onSave?: () => void;
  onCancel?: () => void;
  saving?: boolean;
  canSave?: boolean;
  error?: string | null;
}

/** One settings field: its value and an edit (or lock) button; while editing, the editor with save and cancel. */
export function SettingsRow({
  label,
  value,
  locked,
  editing,
  disabled,
  onEdit,
  children,
  onSave,
  onCancel,
  saving,
  canSave = true,
  error,
}: SettingsRowProps) {
  return (
    <div className={[styles.row, editing ? styles.rowEditing : ''].filter(Boolean).join(' ')}>
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <span className={styles.rowLabel}>{label}</span>
          {!editing && <span className={styles.rowValue}>{value}</span>}
        </div>
        {!editing && (
          <button
            type="button"
            className={styles.rowButton}
            onClick={onEdit}
            disabled={disabled}
            aria-label={locked ? `${label}: locked, how to change it` : `edit ${label}`}
          >
            {locked ? (
              <svg
                viewBox="0 0 20 20"
                width="18"
                height="18"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                aria-hidden="true"
              >
                <rect x="4" y="9" width="12" height="8" rx="2" />
                <path d="M7 9V6.5a3 3 0 0 1 6 0V9" />
              </svg>
            ) : (
              'edit'
            )}
          </button>
        )}
      </div>
      {editing && (
        <div className={styles.editor}>
          {children}
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.editorActions}>
            <Button variant="secondary" size="small" onClick={onCancel} disabled={saving}>
              cancel
            </Button>
            <Button size="small" onClick={onSave} loading={saving} disabled={!canSave}>
              save
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
