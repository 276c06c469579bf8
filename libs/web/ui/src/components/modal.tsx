import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '../hooks/use-modal-dialog';
import { Button } from './button';
import styles from './modal.module.css';

export interface ModalPrimaryAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Spec 2 §2.13: closing by the close button and by a backdrop click can each be turned off. */
  showCloseButton?: boolean;
  closeOnBackdrop?: boolean;
  closeOnEscape?: boolean;
  primaryAction?: ModalPrimaryAction;
  /** More buttons, shown before the primary one in the actions area. */
  actions?: ReactNode;
  wide?: boolean;
}

/**
 * The generic dialog, a native `<dialog>` shown with `showModal()`: the browser keeps focus inside,
 * makes the page behind it inert and asks to close on Escape (`cancel`); the page's scroll is locked
 * by CSS while one is open.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  showCloseButton = true,
  closeOnBackdrop = true,
  closeOnEscape = true,
  primaryAction,
  actions,
  wide = false,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useModalDialog(dialog, open, () => {
    if (closeOnEscape) onClose();
  });

  if (!open) return null;
  const hasActions = Boolean(primaryAction || actions);

  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={[styles.panel, wide ? styles.wide : ''].filter(Boolean).join(' ')}
      onMouseDown={(event) => {
        // The content fills the dialog, so a press on the dialog itself is on its backdrop; one that
        // starts in the content and drags out does not close.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {showCloseButton && (
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
        {hasActions && (
          <div className={styles.actions}>
            {actions}
            {primaryAction && (
              <Button onClick={primaryAction.onClick} disabled={primaryAction.disabled} loading={primaryAction.loading}>
                {primaryAction.label}
              </Button>
            )}
          </div>
        )}
      </div>
    </dialog>,
    document.body,
  );
}
