import { useId, useState } from 'react';
import { useLazyGetInterestExampleQuery } from '@ember/api-client';
import { Button } from '@ember/ui';
import { counterText, interestTextLimits } from '@ember/interest-import';
import styles from './interests.module.css';

export interface InterestTextFieldProps {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  interestName: string;
  /** want: what the member looks for; offer: what they contribute. */
  exampleType: 'want' | 'offer';
  autoFocus?: boolean;
  textareaRef?: React.Ref<HTMLTextAreaElement>;
}

/** One of the interest's texts: at most 150 characters with an n/150 counter, and examples on request. */
export function InterestTextField({
  label,
  hint,
  value,
  onChange,
  interestName,
  exampleType,
  autoFocus,
  textareaRef,
}: InterestTextFieldProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [fetchExample, example] = useLazyGetInterestExampleQuery();
  const shortBy = interestTextLimits.min - value.trim().length;

  async function nextExample() {
    const result = await fetchExample({ interestName, type: exampleType, index }, true);
    if (result.data) setIndex(result.data.index + 1);
  }

  return (
    <div className={styles.textField}>
      <label htmlFor={id} className={styles.question}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.fieldHint}>
        {hint}
      </p>
      <textarea
        ref={textareaRef}
        id={id}
        className={styles.textarea}
        value={value}
        maxLength={interestTextLimits.max}
        rows={4}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint ${id}-count`}
        autoFocus={autoFocus}
      />
      <div className={styles.fieldFoot}>
        <span id={`${id}-count`} className={styles.counter} aria-live="polite">
          <span aria-hidden="true">{counterText(value)}</span>
          <span className="visually-hidden">
            {shortBy > 0 ? `${shortBy} more characters needed` : `${value.length} of 150 characters`}
          </span>
        </span>
        <Button variant="link" onClick={nextExample} disabled={example.isFetching}>
          {example.data ? 'another example' : 'show an example'}
        </Button>
      </div>
      {example.data && (
        <div className={styles.example}>
          <p>
            <span className={styles.exampleLabel}>for example: </span>
            {example.data.text}
          </p>
          <Button variant="link" onClick={() => onChange(example.data!.text.slice(0, interestTextLimits.max))}>
            use this
          </Button>
        </div>
      )}
    </div>
  );
}
