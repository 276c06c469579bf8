import { Button } from '@ember/ui';
import styles from '../wizard/wizard.module.css';

export interface IntroStepProps {
  paragraphs: readonly string[];
  /** Opens the step's "learn more" screen, when it has one. */
  onLearnMore?: () => void;
}

/** An intro or education screen: a few paragraphs, and the way to learn more. */
export function IntroStep({ paragraphs, onLearnMore }: IntroStepProps) {
  return (
    <div className={styles.intro}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {onLearnMore && (
        <Button variant="link" onClick={onLearnMore} className={styles.learnMore}>
          Learn more about how it works
        </Button>
      )}
    </div>
  );
}
