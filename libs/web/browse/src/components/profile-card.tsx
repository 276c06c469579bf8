import type { ProfileCard as Card } from '@ember/api-client';
import styles from './browse.module.css';

/** Spec 1 §9: initials use at most two letters. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** A member as browsing shows them; the owner's own card says '(you)'. */
export function ProfileCard({ profile }: { profile: Card }) {
  return (
    <article className={styles.profileCard} aria-label={profile.firstName}>
      <div className={styles.photo}>
        {profile.photoUrl ? (
          <img src={profile.photoUrl} alt="" />
        ) : (
          <span aria-hidden="true">{initials(profile.firstName)}</span>
        )}
      </div>
      <div className={styles.profileText}>
        <h3 className={styles.profileName}>
          {profile.firstName}
          {profile.isOwn && <span className={styles.you}> (you)</span>}
        </h3>
        {profile.ageBand && <p className={styles.muted}>{profile.ageBand.label}</p>}
        {profile.interests.length > 0 && (
          <ul className={styles.tags} aria-label="interests">
            {profile.interests.slice(0, 5).map((interest) => (
              <li key={interest.id}>{interest.name}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
