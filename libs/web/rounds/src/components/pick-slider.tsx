import { useId } from 'react';
import { pickLevels } from '../model/pick-levels';
import styles from './rounds.module.css';

export interface PickSliderProps {
  level: number;
  onChange(level: number): void;
  /** Whose profile this is, for the slider's accessible name. */
  name: string;
  disabled?: boolean;
}

/**
 * The six-level slider of the profile view (spec 3 §2.3): a native range input, so it can be
 * dragged or swiped, and moved with the arrow, Home and End keys; screen readers hear the level's
 * name (aria-valuetext), not a number.
 */
export function PickSlider({ level, onChange, name, disabled }: PickSliderProps) {
  const hint = useId();
  return (
    <div className={styles.slider}>
      <label className={styles.sliderLabel} htmlFor={`${hint}-range`}>
        How do you feel about meeting {name}?
      </label>
      <output className={styles.levelName} htmlFor={`${hint}-range`} aria-hidden="true">
        {pickLevels[level]}
      </output>
      <input
        id={`${hint}-range`}
        className={styles.range}
        type="range"
        min={0}
        max={pickLevels.length - 1}
        step={1}
        value={level}
        disabled={disabled}
        aria-valuetext={pickLevels[level]}
        aria-describedby={hint}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <ol className={styles.ticks} aria-hidden="true">
        {pickLevels.map((label, index) => (
          <li key={label} className={index === level ? styles.tickActive : undefined}>
            {index}
          </li>
        ))}
      </ol>
      <p id={hint} className={styles.muted}>
        Private: only you ever see your picks. From Potential Friendship up, they count towards a group.
      </p>
    </div>
  );
}
