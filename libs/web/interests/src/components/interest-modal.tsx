import { useRef, useState } from 'react';
import { Alert, Button, Modal } from '@ember/ui';
import { interestMessages, isDetailedEnough, tidyInterestText } from '@ember/interest-import';
import { HoldToRemoveButton } from './hold-to-remove-button';
import { InterestTextField } from './interest-text-field';
import styles from './interests.module.css';

export interface EditableInterest {
  name: string;
  lookingFor: string;
  contribute: string;
}

export interface InterestModalProps {
  /** The interest being edited; the modal is closed while null. */
  interest: EditableInterest | null;
  onClose: () => void;
  onSave: (texts: { lookingFor: string; contribute: string }) => void | Promise<void>;
  /** Offers the hold-to-remove button on the first step. */
  onRemove?: () => void;
  saving?: boolean;
  removing?: boolean;
  error?: string | null;
}

/** The two-step interest modal (spec 1 §2.5, §5); remounted per interest so its fields start fresh. */
export function InterestModal(props: InterestModalProps) {
  if (!props.interest) return null;
  return <InterestModalSteps key={props.interest.name} {...props} interest={props.interest} />;
}

function InterestModalSteps({
  interest,
  onClose,
  onSave,
  onRemove,
  saving,
  removing,
  error,
}: InterestModalProps & { interest: EditableInterest }) {
  const [step, setStep] = useState<1 | 2>(1);
  const [lookingFor, setLookingFor] = useState(interest.lookingFor);
  const [contribute, setContribute] = useState(interest.contribute);
  const [needsDetail, setNeedsDetail] = useState(false);
  const contributeField = useRef<HTMLTextAreaElement>(null);
  const canGoOn = isDetailedEnough(lookingFor);

  function save() {
    // Spec 1 §5: both texts at least 20 characters; a short offer gets its own dialog.
    if (!isDetailedEnough(contribute)) {
      setNeedsDetail(true);
      return;
    }
    if (!canGoOn) {
      setStep(1);
      return;
    }
    void onSave({ lookingFor: tidyInterestText(lookingFor), contribute: tidyInterestText(contribute) });
  }

  const stepOne = (
    <div className={styles.modalStep}>
      <p className={styles.stepCount}>step 1 of 2</p>
      <InterestTextField
        label="what are you looking for?"
        hint="What would you love to find in a group around this interest? At least 20 characters."
        value={lookingFor}
        onChange={setLookingFor}
        interestName={interest.name}
        exampleType="want"
        autoFocus
      />
      {onRemove && (
        <div className={styles.removeRow}>
          <HoldToRemoveButton onRemove={onRemove} disabled={removing} />
          <p className={styles.fieldHint}>Hold for two seconds to remove this interest.</p>
        </div>
      )}
    </div>
  );

  const stepTwo = needsDetail ? (
    <div
      className={styles.detailDialog}
      role="alertdialog"
      aria-labelledby="more-detail-title"
      aria-describedby="more-detail-text"
    >
      <h3 id="more-detail-title" className={styles.detailTitle}>
        {interestMessages.moreDetailTitle}
      </h3>
      <p id="more-detail-text">{interestMessages.moreDetail}</p>
      <Button
        autoFocus
        onClick={() => {
          setNeedsDetail(false);
          requestAnimationFrame(() => contributeField.current?.focus());
        }}
      >
        ok
      </Button>
    </div>
  ) : (
    <div className={styles.modalStep}>
      <p className={styles.stepCount}>step 2 of 2</p>
      <InterestTextField
        label="how can you contribute?"
        hint="What could you bring to the others: a skill, a place, stories, energy? At least 20 characters."
        value={contribute}
        onChange={setContribute}
        interestName={interest.name}
        exampleType="offer"
        autoFocus
        textareaRef={contributeField}
      />
    </div>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={interest.name}
      primaryAction={
        needsDetail
          ? undefined
          : step === 1
            ? { label: 'next', onClick: () => setStep(2), disabled: !canGoOn }
            : { label: 'save', onClick: save, loading: saving }
      }
      actions={
        step === 2 && !needsDetail ? (
          <Button variant="secondary" onClick={() => setStep(1)}>
            back
          </Button>
        ) : undefined
      }
    >
      {step === 1 ? stepOne : stepTwo}
      {error && <Alert>{error}</Alert>}
    </Modal>
  );
}
