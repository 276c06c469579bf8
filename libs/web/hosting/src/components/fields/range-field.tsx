import { type CSSProperties, type ReactNode, useId } from 'react';
import styles from './fields.module.css';

export interface RangeFieldProps {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  /** The value in words ("7 days"): shown beside the label and read out by screen readers. */
  valueText: string;
  /** What the edges mean, under the track ("3 days", "21 days"). */
  edges?: [string, string];
  /** Text that follows the value (tips by range); announced politely when it changes. */
  children?: ReactNode;
}

/** A native range input (drag, swipe, arrow keys, Home and End) with its value in words. */
export function RangeField({
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  valueText,
  edges,
  children,
}: RangeFieldProps) {
  const id = useId();
  const notesId = `${id}-notes`;
  const filled = max === min ? 100 : ((value - min) / (max - min)) * 100;
  return (
    <div className={styles.range}>
      <div className={styles.rangeHead}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <output htmlFor={id} className={styles.rangeValue}>
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className={styles.rangeInput}
        style={{ '--filled': `${filled}%` } as CSSProperties}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        aria-describedby={children ? notesId : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {edges && (
        <div className={styles.rangeEdges} aria-hidden="true">
          <span>{edges[0]}</span>
          <span>{edges[1]}</span>
        </div>
      )}
      {children && (
        <div id={notesId} className={styles.rangeNotes} aria-live="polite">
          {children}
        </div>
      )}
    </div>
  );
}
