import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  type PublicProfile,
  isApiError,
  useGetMyProfileQuery,
  useGetProfileQuery,
  useListOtherProfilesQuery,
} from '@ember/api-client';
import { Alert, DemoBadge, InterestCard, LoadingState, MemberPhoto, buttonClassName, usePageTitle } from '@ember/ui';
import { nextProfileId, placeText, relationshipText, videoColumns } from '../model/public-profile';
import styles from '../components/public-profile.module.css';
import { ReportProfileButton } from '../components/report-profile-button';

export interface PublicProfilePageProps {
  /** Inside the member area (/emberite/profile/{id}): links stay there. */
  member?: boolean;
}

/**
 * A member's profile as others see it (spec 3 §2.3, §3 "Profile (browsing)"): photo, first name,
 * age band, place, what they are open to, complete interests, bucket list and, for viewers with a
 * video of their own, their videos; Next goes round the people of the viewer's city; report (which
 * also blocks) leaves for Discover, where they no longer appear. The server
 * decides who may be seen: someone hidden, suspended or blocked either way is simply not found.
 */
export function PublicProfilePage({ member = false }: PublicProfilePageProps) {
  const { profileId = '' } = useParams();
  const profile = useGetProfileQuery({ profileId }, { skip: !profileId });
  usePageTitle(profile.data ? profile.data.firstName : 'Profile');
  const base = member ? '/emberite/profile' : '/profile';
  const home = member ? '/emberite/home' : '/home';

  if (profile.isLoading) return <LoadingState label="Loading the profile…" />;
  if (!profile.data) {
    const missing = isApiError(profile.error) && profile.error.status === 404;
    return (
      <section className={styles.page} aria-labelledby="profile-missing">
        <h1 id="profile-missing" className={styles.name}>
          Profile
        </h1>
        <Alert>{missing ? 'We couldn’t find this profile.' : 'We couldn’t load this profile. Please try again.'}</Alert>
        <Link className={buttonClassName({ variant: 'secondary' })} to={home}>
          back to Discover
        </Link>
      </section>
    );
  }
  return <ProfileView key={profile.data.id} profile={profile.data} base={base} home={home} />;
}

function ProfileView({ profile, base, home }: { profile: PublicProfile; base: string; home: string }) {
  const next = useNextProfile(profile.id);
  const navigate = useNavigate();
  const relationship = relationshipText(profile.relationshipStatus);
  const [playing, setPlaying] = useState(0);
  const video = profile.videos[playing];
  return (
    <article className={styles.page} aria-labelledby="profile-name">
      <header className={styles.hero}>
        <MemberPhoto name={profile.firstName} photoUrl={profile.photoUrl} className={styles.photo} />
        <div className={styles.heroText}>
          <div className={styles.title}>
            <h1 id="profile-name" className={styles.name}>
              {profile.firstName}
              {profile.isOwn && <span className={styles.you}> (you)</span>}
            </h1>
            {profile.demo && <DemoBadge />}
          </div>
          <ul className={styles.facts} aria-label="about">
            {profile.ageBand && <li>{profile.ageBand.label}</li>}
            <li>{profile.sex}</li>
            <li>{placeText(profile)}</li>
            {relationship && <li>{relationship}</li>}
          </ul>
          <nav className={styles.nav} aria-label="profiles">
            {next && (
              <Link className={buttonClassName({ variant: 'primary' })} to={`${base}/${next}`}>
                Next
              </Link>
            )}
            <Link className={buttonClassName({ variant: 'ghost', size: 'small' })} to={home}>
              back to Discover
            </Link>
            {!profile.isOwn && (
              <ReportProfileButton
                profileId={profile.id}
                name={profile.firstName}
                onReported={() => navigate(home, { replace: true })}
              />
            )}
          </nav>
        </div>
      </header>

      {video && (
        <section className={styles.section} aria-labelledby="profile-videos">
          <h2 id="profile-videos">Videos</h2>
          <video
            key={video.id}
            className={styles.bigVideo}
            src={video.videoUrl}
            poster={video.thumbnailUrl ?? undefined}
            controls
            playsInline
            aria-label={`${profile.firstName}'s ${video.promptType} video`}
          />
          {profile.videos.length > 1 && (
            <ul className={styles.thumbs} data-columns={videoColumns(profile.videos.length)}>
              {profile.videos.map((item, index) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.thumb}
                    aria-pressed={index === playing}
                    aria-label={`play the ${item.promptType} video`}
                    onClick={() => setPlaying(index)}
                  >
                    {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" /> : <span>{item.promptType}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section className={styles.section} aria-labelledby="profile-interests">
        <h2 id="profile-interests">What {profile.isOwn ? 'I’m' : `${profile.firstName} is`} into</h2>
        {profile.interests.length > 0 ? (
          <div className={styles.interests}>
            {profile.interests.map((interest) => (
              <InterestCard key={interest.name} interest={interest} />
            ))}
          </div>
        ) : (
          <p className={styles.muted}>No interests to show yet.</p>
        )}
      </section>

      {profile.bucketList.length > 0 && (
        <section className={styles.section} aria-labelledby="profile-bucket">
          <h2 id="profile-bucket">Bucket list</h2>
          <ul className={styles.bucket}>
            {profile.bucketList.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** The next person of the viewer's city, going round the first page of their browse list. */
function useNextProfile(current: string): string | null {
  const me = useGetMyProfileQuery();
  const list = useListOtherProfilesQuery({ location: me.data?.location ?? '' }, { skip: !me.data?.location });
  const ids = list.data?.profiles.map((card) => card.id) ?? [];
  return nextProfileId(ids.includes(current) ? ids : [current, ...ids], current);
}
