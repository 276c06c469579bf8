import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { addDays, canShowPreviousMonth } from '@ember/hosting-rules';
import { firstDayOf, longDate, monthName, monthOf, monthWeeks, shiftMonth } from '../../model/calendar-month';
import styles from './fields.module.css';

export interface MonthCalendarProps {
  label: string;
  /** Today in the host's calendar: the month shown first can never be left backwards. */
  today: string;
  /** Days before it cannot be chosen (spec 3 §5). */
  earliest: string;
  selected: readonly string[];
  onToggle: (date: string) => void;
}

const weekdays = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

function MonthButton({
  label,
  path,
  disabled = false,
  onClick,
}: {
  label: string;
  path: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.monthButton} onClick={onClick} disabled={disabled} aria-label={label}>
      <svg
        viewBox="0 0 20 20"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d={path} />
      </svg>
    </button>
  );
}

const keySteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * A month of days to pick several from (spec 3 §2.1, §5): days before the earliest date are
 * disabled, and the previous-month button is disabled while the current month is shown. One day
 * of the grid takes the Tab stop; the arrow keys move between days, across months too.
 */
export function MonthCalendar({ label, today, earliest, selected, onToggle }: MonthCalendarProps) {
  const titleId = useId();
  const [shown, setShown] = useState(() => monthOf(selected[0] ?? earliest));
  const [focusDate, setFocusDate] = useState<string>(() => selected[0] ?? earliest);
  const grid = useRef<HTMLTableElement>(null);
  const atCurrentMonth = !canShowPreviousMonth(firstDayOf(shown), today);
  const weeks = monthWeeks(shown);
  const inShown = weeks.flat().includes(focusDate) && focusDate >= earliest;
  const firstChoosable = weeks.flat().find((day) => day !== null && day >= earliest);
  const tabStop = inShown ? focusDate : (firstChoosable ?? weeks.flat().find((day) => day !== null));

  function moveFocus(to: string) {
    // Disabled days take no focus: the earliest date is as far back as the arrows go.
    if (to < earliest) return;
    const month = monthOf(to);
    setFocusDate(to);
    setShown(month);
    // After the render that shows the day's month.
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${to}"]`)?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const step = keySteps[event.key];
    const from = (event.target as HTMLElement).dataset['date'];
    if (step === undefined || !from) return;
    event.preventDefault();
    moveFocus(addDays(from, step));
  }

  return (
    <div className={styles.calendar} role="group" aria-labelledby={titleId}>
      <div className={styles.calendarHead}>
        <MonthButton
          label="Previous month"
          path="M12.5 4.5 7 10l5.5 5.5"
          disabled={atCurrentMonth}
          onClick={() => setShown(shiftMonth(shown, -1))}
        />
        <h3 id={titleId} className={styles.monthTitle} aria-live="polite">
          <span className="visually-hidden">{label}: </span>
          {monthName(shown)}
        </h3>
        <MonthButton label="Next month" path="M7.5 4.5 13 10l-5.5 5.5" onClick={() => setShown(shiftMonth(shown, 1))} />
      </div>
      <table ref={grid} className={styles.days} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day === null ? (
                  <td key={column} />
                ) : (
                  <td key={day}>
                    <button
                      type="button"
                      data-date={day}
                      className={styles.day}
                      disabled={day < earliest}
                      aria-pressed={selected.includes(day)}
                      aria-label={longDate(day)}
                      aria-current={day === today ? 'date' : undefined}
                      tabIndex={day === tabStop ? 0 : -1}
                      onClick={() => {
                        setFocusDate(day);
                        onToggle(day);
                      }}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
