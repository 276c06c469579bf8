import type { ReactNode } from 'react';
import { isIncomplete } from '@ember/interest-import';
import styles from './interest-card.module.css';

export interface InterestCardProps {
  interest: { name: string; lookingFor: string; contribute: string; isAiSuggested?: boolean };
  /** Opens the interest; without it the card is for reading only. */
  onOpen?: () => void;
  /** Shown after the name, e.g. '(you)'. */
  suffix?: ReactNode;
}

/** An interest: its name and both texts, or what is still missing (only the owner sees those). */
export function InterestCard({ interest, onOpen, suffix }: InterestCardProps) {
  const incomplete = isIncomplete(interest);
  const content = (
    <>
      <span className={styles.cardHead}>
        <span className={styles.cardName}>
          {interest.name}
          {suffix && <span className={styles.cardSuffix}> {suffix}</span>}
        </span>
        {incomplete && <span className={styles.incompleteBadge}>incomplete</span>}
      </span>
      <span className={styles.cardRow}>
        <span className={styles.cardLabel}>looking for</span>
        <span className={interest.lookingFor ? styles.cardText : styles.cardMissing}>
          {interest.lookingFor || 'not written yet'}
        </span>
      </span>
      <span className={styles.cardRow}>
        <span className={styles.cardLabel}>can contribute</span>
        <span className={interest.contribute ? styles.cardText : styles.cardMissing}>
          {interest.contribute || 'not written yet'}
        </span>
      </span>
    </>
  );
  return onOpen ? (
    <button type="button" className={`${styles.card} ${styles.cardButton}`} onClick={onOpen} aria-haspopup="dialog">
      {content}
    </button>
  ) : (
    <div className={styles.card}>{content}</div>
  );
}
