import { addDays, interestCollectionDays, sharingTip } from '@ember/hosting-rules';
import { longDate } from '../../model/calendar-month';
import { wizardActions } from '../../model/wizard-slice';
import { RangeField } from '../fields/range-field';
import type { StepProps } from './step-props';

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** Spec 3 §2.1: interest collection 3-21 days, its closing date, and sharing tips by range. */
export function TimelineStep({ draft, dispatch, today }: StepProps) {
  const interest = draft.timeline.interestCollection;
  return (
    <RangeField
      label="Interest collection"
      min={interestCollectionDays.min}
      max={interestCollectionDays.max}
      value={interest}
      valueText={days(interest)}
      edges={[days(interestCollectionDays.min), days(interestCollectionDays.max)]}
      onChange={(value) =>
        dispatch(wizardActions.sectionChanged({ section: 'timeline', changes: { interestCollection: value } }))
      }
    >
      <p>
        Published today, interest would close on <strong>{longDate(addDays(today, interest))}</strong>.
      </p>
      <p>{sharingTip(interest)}</p>
    </RangeField>
  );
}
