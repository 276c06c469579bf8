import { useState } from 'react';
import { Link } from 'react-router';
import { type VideoPrompt, useListPromptsQuery, useListVideosQuery } from '@ember/api-client';
import { buttonClassName, chipListClassName } from '@ember/ui';
import { type SlottedVideo, discoverability, promptsOfType, videoInSlot } from '../model/video-slots';
import { PromptVideoDialog } from './prompt-video-dialog';
import styles from './journey-video-prompt.module.css';

export const journeyVideoTexts = {
  introTitle: 'record a 15-second intro',
  privacy: 'Only people who also upload a video can see yours, and every submission is reviewed.',
  rule: 'Two videos, one fun and one useful, make you discoverable.',
  reminder: 'Your profile is ready: your videos are the last piece.',
} as const;

export interface JourneyVideoPromptProps {
  /** The member's videos (the profile's, or their own list). */
  videos: readonly SlottedVideo[];
  /** Spec 3 §4: the profile step is done and videos are what is left. */
  reminder?: boolean;
}

/**
 * The journey's video prompts (spec 3 §2.7): without videos, the post-welcome prompt asking for a
 * 15-second intro with the fun and useful prompt groups (each opens its prompt dialog); with
 * videos but not yet one fun and one useful, the banner with Go to Videos; then nothing.
 */
export function JourneyVideoPrompt({ videos, reminder = false }: JourneyVideoPromptProps) {
  const state = discoverability(videos);
  if (state.discoverable) return null;
  if (!state.fun && !state.useful) return <IntroVideoPrompt reminder={reminder} />;
  return (
    <div className={styles.banner} role="region" aria-label="your videos">
      <p>
        <strong>one more video.</strong> {journeyVideoTexts.rule} Add a {state.fun ? 'useful' : 'fun'} one.
      </p>
      <Link to="/emberite/settings/videos" className={buttonClassName({ variant: 'secondary', size: 'small' })}>
        Go to Videos
      </Link>
    </div>
  );
}

/** Spec 3 §2.7: the post-welcome screen's ask for a 15-second intro video. */
export function IntroVideoPrompt({ reminder = false }: { reminder?: boolean }) {
  const prompts = useListPromptsQuery();
  const mine = useListVideosQuery();
  const [open, setOpen] = useState<VideoPrompt | null>(null);
  const all = prompts.data?.prompts ?? [];
  const groups = [
    { type: 'fun' as const, label: 'fun', prompts: promptsOfType(all, 'fun') },
    { type: 'useful' as const, label: 'useful', prompts: promptsOfType(all, 'useful') },
  ];
  const slotVideo = open ? videoInSlot(mine.data?.videos ?? [], open) : undefined;
  const answered = slotVideo && all.find((prompt) => prompt.id === slotVideo.promptId);

  return (
    <section className={styles.intro} aria-labelledby="intro-video-title">
      <h2 id="intro-video-title" className={styles.introTitle}>
        {journeyVideoTexts.introTitle}
      </h2>
      <p>Pick a prompt and answer it on camera. {journeyVideoTexts.rule}</p>
      {all.length > 0 && (
        <div className={styles.groups}>
          {groups.map((group) => (
            <div key={group.type} className={styles.group}>
              <h3 className={styles.groupTitle}>{group.label}</h3>
              <ul className={chipListClassName}>
                {group.prompts.map((prompt) => (
                  <li key={prompt.id}>
                    <button type="button" className={styles.chip} onClick={() => setOpen(prompt)}>
                      {prompt.title}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      <p className={styles.small}>{journeyVideoTexts.privacy}</p>
      {reminder && <p className={styles.small}>{journeyVideoTexts.reminder}</p>}
      <Link to="/emberite/settings/videos" className={buttonClassName({ variant: 'inverse' })}>
        Go to Videos
      </Link>
      {open && (
        <PromptVideoDialog
          prompt={open}
          video={slotVideo}
          answeredPromptTitle={answered && answered.id !== open.id ? answered.title : undefined}
          open
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
