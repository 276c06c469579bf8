import { useState } from 'react';
import { Link } from 'react-router';
import { useGetCurrentUserQuery, useGetMyProfileQuery, useListPromptsQuery } from '@ember/api-client';
import { Alert, LoadingState, VideoPlayerCard, buttonClassName } from '@ember/ui';
import { locationLabel } from '@ember/member-rules';
import { SettingsPageFrame } from '../components/settings-page-frame';
import styles from '../components/settings.module.css';
import { settingsTexts, thumbnailColumns } from '../model/settings-rules';

const sexNames: Record<string, string> = { male: 'men', female: 'women', any: 'anyone' };

/**
 * /emberite/settings/preview (spec 3 §2.9): the own profile as others see it; a big video with its
 * prompt (or the placeholder), location, relationship status, interested in, the thumbnails
 * (4 columns when their count divides by 4, else 3; selecting one plays it) and the bucket list.
 */
export function PreviewPage() {
  const profile = useGetMyProfileQuery();
  const user = useGetCurrentUserQuery();
  const prompts = useListPromptsQuery();
  const [selected, setSelected] = useState(0);
  if (profile.isLoading) return <LoadingState />;
  if (!profile.data) {
    return (
      <SettingsPageFrame title="preview">
        <Alert>We couldn&apos;t load your profile. Check your connection and try again.</Alert>
      </SettingsPageFrame>
    );
  }
  const me = profile.data;
  const videos = me.videos;
  const current = videos[Math.min(selected, videos.length - 1)];
  const promptTitle = (id: string) =>
    prompts.data?.prompts.find((prompt) => prompt.id === id)?.title ?? id.replace(/_/g, ' ');
  const interestedIn = (user.data?.preferredSex ?? me.preferredSex ?? [])
    .map((sex) => (Object.hasOwn(sexNames, sex) ? sexNames[sex] : sex))
    .join(', ');
  const status = user.data?.relationshipStatus ?? me.relationshipStatus;
  const bucketList = user.data?.bucketList ?? me.bucketList;

  return (
    <SettingsPageFrame title="preview" lead="Your profile as others will see it.">
      <article className={styles.preview} aria-labelledby="preview-name">
        <h2 id="preview-name" className={styles.previewName}>
          {me.firstName}
        </h2>
        {current ? (
          <VideoPlayerCard
            key={current.id}
            className={styles.bigVideo}
            src={current.videoUrl}
            poster={current.thumbnailUrl}
            label={`${me.firstName}: ${promptTitle(current.promptId)}`}
            caption={promptTitle(current.promptId)}
          />
        ) : (
          <div className={styles.placeholder}>
            <p>{settingsTexts.noVideosPlaceholder}</p>
            <Link to="/emberite/settings/videos" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
              Go to Videos
            </Link>
          </div>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>location</dt>
            <dd>{locationLabel(me)}</dd>
          </div>
          <div>
            <dt>relationship status</dt>
            <dd>{status === 'open' ? 'open to romance' : status === 'not_looking' ? 'not looking' : 'not said'}</dd>
          </div>
          <div>
            <dt>interested in</dt>
            <dd>{interestedIn || 'not said'}</dd>
          </div>
        </dl>
        {videos.length > 0 && (
          <ul
            className={styles.thumbs}
            style={{ gridTemplateColumns: `repeat(${thumbnailColumns(videos.length)}, 1fr)` }}
          >
            {videos.map((video, index) => (
              <li key={video.id}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-pressed={index === selected}
                  aria-label={`play: ${promptTitle(video.promptId)}`}
                  onClick={() => setSelected(index)}
                >
                  {video.thumbnailUrl ? <img src={video.thumbnailUrl} alt="" /> : <span>{video.promptType}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
        {bucketList.length > 0 && (
          <section aria-labelledby="preview-bucket">
            <h3 id="preview-bucket" className={styles.previewSubtitle}>
              bucket list
            </h3>
            <ul className={styles.bucketView}>
              {bucketList.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </SettingsPageFrame>
  );
}
