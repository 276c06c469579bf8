import { useMemo } from 'react';
import styles from './confetti.module.css';

/** Spec 3 §9: the Celebrate button throws 80 particles. */
export const confettiParticles = 80;

const colours = ['var(--color-primary)', 'var(--color-accent)', 'var(--color-primary-light)', '#f5b700', '#2bb673'];

/** The pieces of one burst: the same seed gives the same burst. */
function burstOf(seed: number) {
  let state = seed * 9301 + 49297;
  const random = () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
  return Array.from({ length: confettiParticles }, (_, index) => ({
    key: `${seed}-${index}`,
    left: `${random() * 100}%`,
    delay: `${Math.round(random() * 400)}ms`,
    duration: `${1600 + Math.round(random() * 1400)}ms`,
    drift: `${Math.round((random() - 0.5) * 240)}px`,
    spin: `${Math.round(random() * 720)}deg`,
    colour: colours[index % colours.length]!,
    wide: random() > 0.5,
  }));
}

/** A burst of confetti; `seed` replays it. Hidden from screen readers; still under reduced motion. */
export function Confetti({ seed }: { seed: number }) {
  const pieces = useMemo(() => burstOf(seed), [seed]);
  return (
    <div className={styles.confetti} aria-hidden="true" data-testid="confetti">
      {pieces.map((piece) => (
        <span
          key={piece.key}
          className={piece.wide ? `${styles.piece} ${styles.wide}` : styles.piece}
          style={
            {
              left: piece.left,
              background: piece.colour,
              animationDelay: piece.delay,
              animationDuration: piece.duration,
              '--drift': piece.drift,
              '--spin': piece.spin,
            } as React.CSSProperties
          }
        />
      ))}
    </div>
  );
}
