import { defaultTimeChoice, earliestEventDate, eventDateBufferDays, possibleDateCount } from '@ember/hosting-rules';
import { longDate, shortDate } from '../../model/calendar-month';
import { wizardActions } from '../../model/wizard-slice';
import { MonthCalendar } from '../fields/month-calendar';
import styles from '../wizard/wizard.module.css';
import type { StepProps } from './step-props';

/**
 * Spec 3 §2.1 and §5: possible dates picked on a month calendar, none before the earliest (today
 * plus interest, selection and three days); each new date starts at the default time.
 */
export function EventDatesStep({ draft, dispatch, today }: StepProps) {
  const { interestCollection, selectionWindow } = draft.timeline;
  const earliest = earliestEventDate(today, interestCollection, selectionWindow);
  const dates = draft.possibleDates;
  const chosen = dates.map((possible) => possible.date);
  const { min, max } = possibleDateCount.suggested;

  function toggle(date: string) {
    const next = chosen.includes(date)
      ? dates.filter((possible) => possible.date !== date)
      : [...dates, { date, time: defaultTimeChoice }].sort((a, b) => a.date.localeCompare(b.date));
    dispatch(wizardActions.datesChanged(next));
  }

  return (
    <>
      <p className={styles.note}>
        The earliest possible date is <strong>{longDate(earliest)}</strong>: {interestCollection} days of interest,{' '}
        {selectionWindow} for forming groups and {eventDateBufferDays} for confirming places.
      </p>
      <MonthCalendar label="Possible dates" today={today} earliest={earliest} selected={chosen} onToggle={toggle} />
      <div className={styles.chosen} aria-live="polite">
        {dates.length === 0 ? (
          <p className={styles.muted}>
            No dates yet. We suggest {min}-{max}.
          </p>
        ) : (
          <>
            <p className={styles.muted}>
              {dates.length} date{dates.length === 1 ? '' : 's'} chosen
              {dates.length < min ? `: we suggest ${min}-${max}.` : '.'}
            </p>
            <ul className={styles.chips}>
              {dates.map(({ date }) => (
                <li key={date} className={styles.chip}>
                  {shortDate(date)}
                  <button type="button" onClick={() => toggle(date)} aria-label={`Remove ${longDate(date)}`}>
                    <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                    </svg>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
