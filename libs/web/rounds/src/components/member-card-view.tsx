import type { ReactNode } from 'react';
import type { MemberCard } from '@ember/api-client';
import { DemoBadge, MemberPhoto } from '@ember/ui';
import styles from './rounds.module.css';

/** A member's public profile: photo (or initials), first name, age band, interests, videos. */
export function MemberCardView({ card, headingLevel = 2 }: { card: MemberCard; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} aria-label={card.firstName}>
      <MemberPhoto name={card.firstName} photoUrl={card.photoUrl} className={styles.photo} />
      <div className={styles.cardText}>
        {/* The badge stays beside the heading, so the heading names the member alone. */}
        <div className={styles.cardTitle}>
          <Heading className={styles.cardName}>{card.firstName}</Heading>
          {card.demo && <DemoBadge />}
        </div>
        {card.ageBand && <p className={styles.muted}>{card.ageBand.label}</p>}
        {card.interests.length > 0 && (
          <ul className={styles.interests} aria-label={`${card.firstName}'s interests`}>
            {card.interests.slice(0, 5).map((interest) => (
              <li key={interest.name}>
                <strong>{interest.name}</strong>
                <span className={styles.muted}>looking for: {interest.lookingFor}</span>
              </li>
            ))}
          </ul>
        )}
        {card.videos.length > 0 && (
          <div className={styles.videos}>
            {card.videos.map((video) => (
              <video
                key={video.id}
                src={video.videoUrl}
                poster={video.thumbnailUrl ?? undefined}
                controls
                muted
                playsInline
                preload="none"
                aria-label={`${card.firstName}'s ${video.promptType} video`}
              />
            ))}
          </div>
        )}
      </div>
    </article>
  );
}

/** A compact member row for the group page. */
export function MemberRow({ card, isMe, action }: { card: MemberCard; isMe: boolean; action?: ReactNode }) {
  return (
    <li className={styles.memberRow}>
      <MemberPhoto name={card.firstName} photoUrl={card.photoUrl} className={styles.avatar} />
      <div>
        <p className={styles.memberName}>
          {card.firstName}
          {card.demo && (
            <>
              {' '}
              <DemoBadge />
            </>
          )}
          {isMe && <span className={styles.muted}> · you</span>}
        </p>
        <p className={styles.muted}>
          {[card.ageBand?.label, ...card.interests.slice(0, 2).map((interest) => interest.name)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {action && <div className={styles.memberAction}>{action}</div>}
    </li>
  );
}
