import type { BrowseCard } from '@ember/api-client';
import { Link } from 'react-router';
import { DemoBadge, MemberPhoto } from '@ember/ui';
import styles from './browse.module.css';

/** A member as browsing shows them, opening their profile; the owner's own card says '(you)'. */
export function ProfileCard({ profile }: { profile: BrowseCard }) {
  return (
    <article className={styles.profileCard} aria-label={profile.firstName}>
      <MemberPhoto name={profile.firstName} photoUrl={profile.photoUrl} className={styles.photo} />
      <div className={styles.profileText}>
        <div className={styles.profileTitle}>
          <h3 className={styles.profileName}>
            <Link className={styles.profileLink} to={`/emberite/profile/${encodeURIComponent(profile.id)}`}>
              {profile.firstName}
              {profile.isOwn && <span className={styles.you}> (you)</span>}
            </Link>
          </h3>
          {profile.demo && <DemoBadge />}
        </div>
        {profile.ageBand && <p className={styles.muted}>{profile.ageBand.label}</p>}
        {profile.interests.length > 0 && (
          <ul className={styles.tags} aria-label="interests">
            {profile.interests.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
