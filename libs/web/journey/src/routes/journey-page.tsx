import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import { type MyProfile, useGetCurrentUserQuery, useGetMyProfileQuery } from '@ember/api-client';
import { discoverabilitySlotsFilled } from '@ember/member-rules';
import { Alert, CelebrateButton, LoadingState, Modal, allSetText, usePageTitle } from '@ember/ui';
import { RoadmapIcon } from '../components/roadmap-icon';
import styles from '../components/journey.module.css';
import {
  type Completed,
  activeStepIndex,
  isAllSet,
  isDone,
  needsVideoReminder,
  progressPercent,
  roadmapsFor,
} from '../model/roadmaps';

/** Spec 3 §3's three help chats; their content lives in the CMS. */
const helpChats = [
  { id: 'setup-guide', label: 'Setup guide' },
  { id: 'event-tips', label: 'Event tips' },
  { id: 'general', label: 'General chat' },
] as const;

export const journeyTexts = {
  allSet: allSetText,
  comingSoon: 'This feature is coming soon! Apologies for inconvenience.',
} as const;

/** What the journey hands the video prompts it shows (the videos feature's, composed by the app). */
export interface JourneyVideoPromptProps {
  videos: MyProfile['videos'];
  /** Spec 3 §4: the profile step is done and videos are what is left. */
  reminder: boolean;
}

/**
 * /emberite/journey (spec 3 §2.7): the roadmaps with their progress, the first unfinished step
 * active and later ones dimmed, a toggle for finished steps, the video prompts, and the all-set
 * state with Celebrate.
 */
export function JourneyPage({ VideoPrompt }: { VideoPrompt: ComponentType<JourneyVideoPromptProps> }) {
  usePageTitle('Your journey');
  const user = useGetCurrentUserQuery();
  const profile = useGetMyProfileQuery();
  const [showDone, setShowDone] = useState(true);
  const [soon, setSoon] = useState(false);

  if (user.isLoading || profile.isLoading) return <LoadingState label="Loading your journey…" />;
  if (!user.data) {
    return <Alert>We couldn&apos;t load your journey. Check your connection and try again.</Alert>;
  }
  const completed: Completed = user.data.roadmaps;
  const list = roadmapsFor(user.data.location);
  const videos = profile.data?.videos ?? [];
  // Spec 3 §5: the videos that count are a fun one and a useful one.
  const videoCount = discoverabilitySlotsFilled(videos);
  const allSet = isAllSet(list, completed, videoCount);
  const reminder = needsVideoReminder(completed, videoCount);

  return (
    <section className={styles.page} aria-labelledby="journey-title">
      <header className={styles.header}>
        <h1 id="journey-title" className={styles.title}>
          your journey
        </h1>
        <p className={styles.muted}>A few steps to get ready, then we form your group.</p>
      </header>

      <VideoPrompt videos={videos} reminder={reminder} />

      {allSet && (
        <div className={styles.allSet}>
          <p className={styles.allSetText}>{journeyTexts.allSet}</p>
          <CelebrateButton />
        </div>
      )}

      <label className={styles.toggle}>
        <input type="checkbox" checked={showDone} onChange={(event) => setShowDone(event.target.checked)} />
        show completed steps
      </label>

      {list.map((roadmap) => {
        const percent = progressPercent(roadmap, completed);
        const active = activeStepIndex(roadmap, completed);
        return (
          <section key={roadmap.id} className={styles.roadmap} aria-labelledby={`roadmap-${roadmap.id}`}>
            <div className={styles.roadmapHead}>
              <span className={styles.icon}>
                <RoadmapIcon icon={roadmap.icon} />
              </span>
              <h2 id={`roadmap-${roadmap.id}`} className={styles.roadmapTitle}>
                {roadmap.title}
              </h2>
              <span className={styles.percent}>{percent}%</span>
            </div>
            <div
              className={styles.bar}
              role="progressbar"
              aria-label={`${roadmap.title} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
            <ol className={styles.steps}>
              {roadmap.tasks.map((task, index) => {
                const done = isDone(completed, roadmap.id, task.id);
                if (done && !showDone) return null;
                const state = done ? 'done' : index === active ? 'active' : 'later';
                const content = (
                  <>
                    <span className={styles.marker} aria-hidden="true">
                      {done ? '✓' : index + 1}
                    </span>
                    <span className={styles.stepText}>
                      <span>{task.title}</span>
                      {task.id === null ? (
                        <span className={styles.stepNote}>Coming soon</span>
                      ) : done ? (
                        <span className={styles.stepNote}>done</span>
                      ) : state === 'active' ? (
                        <span className={styles.stepNote}>up next</span>
                      ) : null}
                    </span>
                  </>
                );
                return (
                  <li key={task.id ?? task.title} className={styles[state]}>
                    {task.id === null ? (
                      <button type="button" className={styles.step} onClick={() => setSoon(true)}>
                        {content}
                      </button>
                    ) : (
                      <Link
                        to={`/emberite/journey/${roadmap.id}/${task.id}`}
                        className={styles.step}
                        aria-current={state === 'active' ? 'step' : undefined}
                      >
                        {content}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}

      <nav className={styles.helpChats} aria-labelledby="help-chats-title">
        <h2 id="help-chats-title" className={styles.roadmapTitle}>
          need a hand?
        </h2>
        <ul>
          {helpChats.map((chat) => (
            <li key={chat.id}>
              <Link to={`/emberite/chat/${chat.id}`}>{chat.label}</Link>
            </li>
          ))}
        </ul>
      </nav>

      <Modal
        open={soon}
        onClose={() => setSoon(false)}
        title="Coming soon"
        primaryAction={{ label: 'OK', onClick: () => setSoon(false) }}
      >
        <p role="alert">{journeyTexts.comingSoon}</p>
      </Modal>
    </section>
  );
}
