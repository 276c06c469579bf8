import { Fragment, useState } from 'react';
import type { ExplainerModalsBlock as ExplainerModalsContent } from '@ember/content';
import { Modal } from '@ember/ui';
import { type BlockProps, BlockSection } from '../components/block-section';
import styles from './explainer-modals-block.module.css';

type Phrase = ExplainerModalsContent['phrases'][number];

/** The text split at its [bracketed] phrases: plain text and the phrases to make clickable. */
export function splitPhrases(text: string): { text: string; phrase: boolean }[] {
  return text
    .split(/(\[[^\]]+\])/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('[') && part.endsWith(']')
        ? { text: part.slice(1, -1), phrase: true }
        : { text: part, phrase: false },
    );
}

/** 'example' first, then each explanation step by its index. */
type Stage = 'example' | number;

function Walkthrough({ phrase, onClose }: { phrase: Phrase; onClose: () => void }) {
  const [stage, setStage] = useState<Stage>('example');
  const steps = phrase.steps ?? [];
  const last = typeof stage === 'number' && stage === steps.length - 1;
  const step = typeof stage === 'number' ? steps[stage] : undefined;
  const finish = (label: string) => (/more examples/i.test(label) ? setStage('example') : onClose());
  const { example } = phrase;

  return (
    <Modal open onClose={onClose} title={phrase.phrase}>
      {stage === 'example' ? (
        <div className={styles.example} data-kind={example.kind}>
          <div className={styles.exampleCard}>
            {example.kind === 'profile' && (
              <span className={styles.avatar} aria-hidden="true">
                {example.title.slice(0, 1)}
              </span>
            )}
            <p className={styles.exampleKind}>{example.kind === 'event' ? 'An example event' : 'An example profile'}</p>
            <h3 className={styles.exampleTitle}>{example.title}</h3>
            {example.text && <p className={styles.exampleText}>{example.text}</p>}
          </div>
          <div className={styles.choices} role="group" aria-label="Your answer">
            {(example.choices ?? []).map((choice) => (
              <button
                key={choice.id ?? choice.label}
                type="button"
                className={styles.choice}
                onClick={() => setStage(steps.length ? 0 : 'example')}
              >
                {choice.label}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <div className={styles.step}>
          <p className={styles.stepCount}>
            {(stage as number) + 1} of {steps.length}
          </p>
          {step && (
            <>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </>
          )}
          <div className={styles.stepActions}>
            {last ? (
              (phrase.finalActions ?? [{ label: 'I got this' }]).map((action, index) => (
                <button
                  key={action.label}
                  type="button"
                  className={index === (phrase.finalActions?.length ?? 1) - 1 ? styles.primary : styles.secondary}
                  onClick={() => finish(action.label)}
                >
                  {action.label}
                </button>
              ))
            ) : (
              <button type="button" className={styles.primary} onClick={() => setStage((stage as number) + 1)}>
                {phrase.nextLabel || 'Next'}
              </button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}

/**
 * Spec 2 §2.6: the vision text with two clickable phrases; each opens a modal with an example to
 * react to, a three-step explanation with Next, and its closing choices.
 */
export function ExplainerModalsBlock({ block, surface }: BlockProps<ExplainerModalsContent>) {
  const [open, setOpen] = useState<Phrase | null>(null);
  const byText = new Map(block.phrases.map((phrase) => [phrase.phrase.toLowerCase(), phrase]));
  return (
    <BlockSection surface={surface} label="What we believe" width="reading">
      <p className={styles.vision}>
        {splitPhrases(block.text).map((part, index) => {
          const phrase = part.phrase ? byText.get(part.text.toLowerCase()) : undefined;
          return phrase ? (
            <button
              key={index}
              type="button"
              className={styles.phrase}
              aria-haspopup="dialog"
              onClick={() => setOpen(phrase)}
            >
              {part.text}
            </button>
          ) : (
            <Fragment key={index}>{part.text}</Fragment>
          );
        })}
      </p>
      {open && <Walkthrough key={open.phrase} phrase={open} onClose={() => setOpen(null)} />}
    </BlockSection>
  );
}
