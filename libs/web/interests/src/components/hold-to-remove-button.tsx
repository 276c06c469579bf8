import type { KeyboardEvent } from 'react';
import { useHoldToConfirm } from '../hooks/use-hold-to-confirm';
import styles from './interests.module.css';

export interface HoldToRemoveButtonProps {
  onRemove: () => void;
  disabled?: boolean;
  label?: string;
}

/**
 * Removing an interest takes a two-second hold (spec 1 §2.5): pointer, touch, Space or Enter held
 * down. The fill shows how far along it is; screen readers hear the percentage.
 */
export function HoldToRemoveButton({ onRemove, disabled, label = 'hold to remove' }: HoldToRemoveButtonProps) {
  const { progress, holding, start, stop } = useHoldToConfirm(onRemove, { disabled });

  function onKeyDown(event: KeyboardEvent) {
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
      event.preventDefault();
      start();
    }
  }

  function onKeyUp(event: KeyboardEvent) {
    if (event.key === ' ' || event.key === 'Enter') stop();
  }

  return (
    <button
      type="button"
      className={styles.holdButton}
      disabled={disabled}
      onPointerDown={start}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onBlur={stop}
      onContextMenu={(event) => event.preventDefault()}
    >
      <span className={styles.holdFill} style={{ transform: `scaleX(${progress})` }} aria-hidden="true" />
      <span className={styles.holdLabel}>{label}</span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {holding ? 'keep holding to remove' : ''}
      </span>
    </button>
  );
}
