import { useState } from 'react';
import { Link } from 'react-router';

import {
  Alert,
  Button,
  InterestCard,
  InterestChips,
  LoadingState,
  MemberPhoto,
  buttonClassName,
  usePageTitle,
} from '@ember/ui';
import { HalloweenPicks } from '../components/halloween-picks';
import { useOwnProfile } from '../hooks/use-own-profile';
import { PhotoUploadModal } from '../components/photo-upload-modal';
import { ProfileVideos } from '../components/profile-videos';
import styles from '../components/profile.module.css';

/**
 * /me (spec 1 §2.5): the photo banner until there is a photo, name and age bucket, interest chips,
 * the edit entry, what I'm into, the Halloween 2025 picks and the vibe-check videos.
 */
export function MyProfilePage() {
  usePageTitle('My profile');
  const profile = useOwnProfile();
  const [uploading, setUploading] = useState(false);

  if (profile.isLoading) return <LoadingState label="Loading your profile…" />;
  if (profile.error || !profile.data) {
    return (
      <div className={styles.stack}>
        <Alert>We couldn&apos;t load your profile. Check your connection and try again.</Alert>
        <Button variant="secondary" onClick={() => profile.refetch()}>
          try again
        </Button>
      </div>
    );
  }
  const me = profile.data;
  const photoProcessing = me.photoStatus === 'uploaded' || me.photoStatus === 'processing';

  return (
    <article className={styles.page} aria-labelledby="me-title">
      {!me.photoUrl && (
        <div className={styles.banner}>
          <div>
            <p className={styles.bannerTitle}>{photoProcessing ? 'your photo is on its way' : 'add a photo of you'}</p>
            <p className={styles.bannerText}>
              {photoProcessing
                ? 'We are preparing it. It shows here in a moment.'
                : me.photoStatus === 'failed'
                  ? (me.photoFailureMessage ?? 'failed to process image. please try a different photo.')
                  : 'People pick who they would like to meet. A clear photo helps them pick you.'}
            </p>
          </div>
          {!photoProcessing && (
            <Button variant="inverse" size="small" onClick={() => setUploading(true)}>
              add photo
            </Button>
          )}
        </div>
      )}

      <header className={styles.hero}>
        <MemberPhoto
          name={me.firstName}
          photoUrl={me.photoUrl}
          className={styles.avatar}
          alt={`${me.firstName}'s photo`}
        />
        <div className={styles.heroText}>
          <h1 id="me-title" className={styles.name}>
            {me.firstName}
          </h1>
          {me.ageBand && <p className={styles.ageBand}>{me.ageBand.label}</p>}
        </div>
        <Link to="/settings" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
          edit profile
        </Link>
      </header>

      {me.interests.length > 0 && <InterestChips names={me.interests.map((interest) => interest.name)} />}

      <section className={styles.section} aria-labelledby="into-title">
        <div className={styles.sectionHead}>
          <h2 id="into-title" className={styles.sectionTitle}>
            what I&apos;m into
          </h2>
          <Link to="/interests" className={styles.sectionLink}>
            edit
          </Link>
        </div>
        {me.incompleteInterestCount > 0 && (
          <Alert tone="info">
            Incomplete interests are not visible to others yet.{' '}
            <Link to="/interests">Finish {me.incompleteInterestCount === 1 ? 'it' : 'them'}</Link>.
          </Alert>
        )}
        {me.interests.length === 0 ? (
          <div className={styles.emptyCard}>
            <p>Nothing here yet. Interests are how people find you.</p>
            <Link to="/interests?add=true" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
              add an interest
            </Link>
          </div>
        ) : (
          <ul className={styles.cardList}>
            {me.interests.map((interest) => (
              <li key={interest.id}>
                <InterestCard interest={interest} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <HalloweenPicks enrollments={me.enrollments} />
      <ProfileVideos videos={me.videos} />

      <nav className={styles.more} aria-label="more">
        <Link to="/vibe-check">vibe check</Link>
        <Link to="/emberite/journey">your journey</Link>
        <Link to="/emberite/settings">settings</Link>
      </nav>

      <PhotoUploadModal open={uploading} onClose={() => setUploading(false)} />
    </article>
  );
}
