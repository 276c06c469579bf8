import { Link } from 'react-router';
import type { Program } from '@ember/content';
import styles from './program-card.module.css';

/** Spec 1 §3's program card: title, subtitle, badges, price, on the program's own gradient. */
export function ProgramCard({ program, headingLevel }: { program: Program; headingLevel: 2 | 3 }) {
  const { card } = program;
  const Heading = `h${headingLevel}` as const;
  const badges = [card.badges?.duration, card.badges?.length, card.badges?.groupSize].filter(Boolean);
  return (
    <Link
      to={`/program/${encodeURIComponent(program.programId)}`}
      className={styles.card}
      style={card.bgGradient ? { backgroundImage: card.bgGradient } : undefined}
    >
      <Heading className={styles.title}>{card.title}</Heading>
      {card.subtitle && <p className={styles.subtitle}>{card.subtitle}</p>}
      {badges.length > 0 && (
        <ul className={styles.badges}>
          {badges.map((badge) => (
            <li key={badge}>{badge}</li>
          ))}
        </ul>
      )}
      <span className={styles.footer}>
        {card.priceText && <span className={styles.price}>{card.priceText}</span>}
        <span className={styles.more} aria-hidden="true">
          →
        </span>
      </span>
    </Link>
  );
}
