import { useState } from 'react';
import type { ActivityCategory } from '@ember/member-rules';
import { Modal } from '@ember/ui';
import { useOnboarding } from '../../hooks/use-onboarding';
import { ChoiceList } from '../choice-list';
import styles from '../wizard.module.css';

/** The four categories that are not running yet, with what they will look like (spec 1 §2.3). */
export const comingSoonCategories: Record<
  Exclude<ActivityCategory, 'topic-conversations'>,
  { title: string; examples: string[] }
> = {
  'skill-building': {
    title: 'multi-week skill building (6-12 weeks)',
    examples: ['a pottery course with the same six people', 'learning salsa from scratch', 'a cooking series'],
  },
  adventures: {
    title: 'adventures and trips (multi-day)',
    examples: ['a weekend of hiking in Algonquin', 'a road trip to Montréal', 'a canoe trip'],
  },
  nightlife: {
    title: 'night life and going out',
    examples: ['a comedy show, then drinks', 'live music nights', 'a karaoke crew'],
  },
  accountability: {
    title: 'accountability journeys (months to years)',
    examples: ['training for a first marathon together', 'writing a book', 'starting a business side by side'],
  },
};

/**
 * Activity preferences (spec 1 §2.3): coffee get-togethers, selected by default; four kinds of
 * activity coming soon, each opening a dialog with examples.
 */
export function ActivitiesStep() {
  const { data, dispatch, actions } = useOnboarding();
  const [info, setInfo] = useState<keyof typeof comingSoonCategories | null>(null);
  const soon = info ? comingSoonCategories[info] : null;
  return (
    <>
      <ChoiceList
        label="activities"
        multiple
        choices={[
          {
            value: 'topic-conversations' as ActivityCategory,
            label: 'coffee get-togethers',
            description: '4-6 people at a coffee shop on weekend mornings',
          },
        ]}
        selected={data.activityPreferences}
        onChoose={(category) => dispatch(actions.activityToggled(category))}
      />
      <div>
        <p className={styles.subheading} id="coming-soon-heading">
          coming soon
        </p>
        <ul className={styles.choices} aria-labelledby="coming-soon-heading">
          {(Object.keys(comingSoonCategories) as (keyof typeof comingSoonCategories)[]).map((category) => (
            <li key={category}>
              <button type="button" className={`${styles.choice} ${styles.soon}`} onClick={() => setInfo(category)}>
                <span className={styles.choiceText}>
                  <span>{comingSoonCategories[category].title}</span>
                  <span className={styles.choiceDescription}>coming soon · see examples</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="category-comments">
          anything you would love to do? (optional)
        </label>
        <textarea
          id="category-comments"
          className={styles.textarea}
          maxLength={500}
          value={data.categoryComments}
          onChange={(event) => dispatch(actions.updated({ categoryComments: event.target.value }))}
        />
      </div>
      <Modal open={soon !== null} onClose={() => setInfo(null)} title={soon?.title ?? ''}>
        <p className={styles.sub}>Coming soon. For example:</p>
        <ul className={styles.soonList}>
          {soon?.examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
