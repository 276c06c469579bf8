import { type ComponentType, Suspense, useState } from 'react';
import styles from './vibe-check.module.css';

/** The prompts of one type with their video cards: the videos feature's, composed in by the app. */
export type PromptPicker = ComponentType<{ type: 'fun' | 'useful' }>;

/**
 * Spec 1 §2.7 step 4 for 'videos': a fun/useful toggle, then that type's prompts and their video
 * cards (the app passes the videos feature's picker, with its prompt dialog and recorder).
 */
export function VideoPromptsPanel({ PromptTypePicker }: { PromptTypePicker: PromptPicker }) {
  const [type, setType] = useState<'fun' | 'useful'>('fun');
  return (
    <section className={styles.panel} aria-labelledby="video-prompts-title">
      <h2 id="video-prompts-title" className={styles.panelTitle}>
        your videos
      </h2>
      <p className={styles.muted}>
        Two short videos, one fun and one useful, make you discoverable. Only people who upload a video can see yours.
      </p>
      <div className={styles.segmented} role="radiogroup" aria-label="prompt type">
        {(['fun', 'useful'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={type === option}
            className={styles.segment}
            onClick={() => setType(option)}
          >
            {option}
          </button>
        ))}
      </div>
      <Suspense fallback={<p className={styles.muted}>Loading prompts…</p>}>
        <PromptTypePicker type={type} />
      </Suspense>
    </section>
  );
}
