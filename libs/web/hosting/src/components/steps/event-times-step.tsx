import { useId, useState } from 'react';
import { type TimeChoice, defaultTimeChoice, isTimeChoice, timeChoiceLabel, timeChoices } from '@ember/hosting-rules';
import { Button } from '@ember/ui';
import { longDate } from '../../model/calendar-month';
import { wizardActions } from '../../model/wizard-slice';
import fields from '../fields/fields.module.css';
import styles from '../wizard/wizard.module.css';
import type { StepProps } from './step-props';

function TimeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TimeChoice;
  onChange: (time: TimeChoice) => void;
}) {
  const id = useId();
  return (
    <div className={styles.timeRow}>
      <label htmlFor={id} className={fields.label}>
        {label}
      </label>
      <select
        id={id}
        className={fields.select}
        value={value}
        onChange={(event) => {
          if (isTimeChoice(event.target.value)) onChange(event.target.value);
        }}
      >
        {timeChoices.map((choice) => (
          <option key={choice} value={choice}>
            {timeChoiceLabel(choice)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Spec 3 §2.1: a time range per date, from the offered choices, and one for all of them at once. */
export function EventTimesStep({ draft, dispatch }: StepProps) {
  const dates = draft.possibleDates;
  const [forAll, setForAll] = useState<TimeChoice>(dates[0]?.time ?? defaultTimeChoice);
  const setTime = (date: string, time: TimeChoice) =>
    dispatch(
      wizardActions.datesChanged(dates.map((possible) => (possible.date === date ? { ...possible, time } : possible))),
    );

  if (dates.length === 0) return <p className={styles.note}>Choose a date first: go back a step to pick one.</p>;
  return (
    <>
      {dates.length > 1 && (
        <div className={styles.setAll}>
          <TimeSelect label="Time for every date" value={forAll} onChange={setForAll} />
          <Button
            variant="secondary"
            onClick={() =>
              dispatch(wizardActions.datesChanged(dates.map((possible) => ({ ...possible, time: forAll }))))
            }
          >
            Set all
          </Button>
        </div>
      )}
      <ul className={styles.timeList}>
        {dates.map(({ date, time }) => (
          <li key={date}>
            <TimeSelect label={longDate(date)} value={time} onChange={(next) => setTime(date, next)} />
          </li>
        ))}
      </ul>
    </>
  );
}
