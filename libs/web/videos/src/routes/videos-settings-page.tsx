import { Alert, Button, DiscoverabilityChecklist, LoadingState, SubPage } from '@ember/ui';
import { PromptSlot } from '../components/prompt-slot';
import { PromptTypeSection } from '../components/prompt-type-section';
import { VideoWorkStatus } from '../components/video-work-status';
import { useMyVideos } from '../hooks/use-my-videos';
import { useVideoWork } from '../hooks/use-video-work';
import type { MediaPlatform } from '../model/camera-recorder';
import { videoInSlot } from '../model/video-slots';
import styles from './videos-settings-page.module.css';

export const videosPageTexts = {
  lead: 'Short videos of up to 15 seconds let people get a feel for you before you meet.',
  fun: 'Fun prompts show your playful side: a joke, an impression, a song, a dance move.',
  useful: 'Useful prompts share something others can use: a tip, a skill, the best advice you got.',
  daily: 'The daily prompt is the same for everyone on the same day.',
  privacy: 'Only people who also upload a video can see yours, and every submission is reviewed.',
} as const;

/**
 * /emberite/settings/videos (spec 3 §2.9, spec 1 §2.8): the fun and the useful slot, each with its
 * prompt selector and video card, today's daily prompt, the explanatory texts and the
 * discoverability rule.
 */
export function VideosSettingsPage({ recorderPlatform }: { recorderPlatform?: MediaPlatform | null }) {
  const { videos, prompts, dailyPromptId, isLoading, error, refetch } = useMyVideos();
  const { work, dismissAlert } = useVideoWork();
  const daily = prompts.find((prompt) => prompt.id === dailyPromptId);

  return (
    <SubPage title="Videos" lead={videosPageTexts.lead} back={{ to: '/emberite/settings', label: 'settings' }}>
      {isLoading ? (
        <LoadingState label="Loading your videos…" />
      ) : error ? (
        <div className={styles.stack}>
          <Alert>We couldn&apos;t load your videos. Check your connection and try again.</Alert>
          <Button variant="secondary" onClick={refetch}>
            try again
          </Button>
        </div>
      ) : (
        <>
          <DiscoverabilityChecklist videos={videos} />
          <VideoWorkStatus work={work} onDismissAlert={dismissAlert} />
          <div className={styles.slots}>
            <section className={styles.slot} aria-labelledby="fun-title">
              <PromptTypeSection
                type="fun"
                prompts={prompts}
                videos={videos}
                chooser="select"
                recorderPlatform={recorderPlatform}
              >
                <h2 id="fun-title" className={styles.slotTitle}>
                  fun prompt
                </h2>
                <p className={styles.muted}>{videosPageTexts.fun}</p>
              </PromptTypeSection>
            </section>
            <section className={styles.slot} aria-labelledby="useful-title">
              <PromptTypeSection
                type="useful"
                prompts={prompts}
                videos={videos}
                chooser="select"
                recorderPlatform={recorderPlatform}
              >
                <h2 id="useful-title" className={styles.slotTitle}>
                  useful prompt
                </h2>
                <p className={styles.muted}>{videosPageTexts.useful}</p>
              </PromptTypeSection>
            </section>
          </div>
          {daily && (
            <section className={`${styles.slot} ${styles.daily}`} aria-labelledby="daily-title">
              <p className={styles.kicker}>today&apos;s prompt</p>
              <h2 id="daily-title" className={styles.slotTitle}>
                {daily.title}
              </h2>
              <p className={styles.muted}>
                {daily.description} {videosPageTexts.daily}
              </p>
              <PromptSlot
                prompt={daily}
                video={videoInSlot(videos, daily)}
                prompts={prompts}
                heading="your daily video"
                recorderPlatform={recorderPlatform}
              />
            </section>
          )}
          <p className={styles.note}>{videosPageTexts.privacy}</p>
        </>
      )}
    </SubPage>
  );
}
