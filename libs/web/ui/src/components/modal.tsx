import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useScrollLock } from '../hooks/use-scroll-lock';
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

/** The generic dialog: modal to assistive technology, focus kept inside, page scroll locked. */
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
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusTrap(panel, open);

  useEffect(() => {
    if (!open || !closeOnEscape) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, closeOnEscape, onClose]);

  if (!open) return null;
  const hasActions = Boolean(primaryAction || actions);

  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes: drags out of the panel do not.
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.panel, wide ? styles.wide : ''].filter(Boolean).join(' ')}
      >
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
    </div>,
    document.body,
  );
}
