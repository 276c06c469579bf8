import { type FormEvent, useId, useState } from 'react';
import { type Round, isApiError, useRescheduleRoundMutation } from '@ember/api-client';
import { Alert, Button } from '@ember/ui';
import { auditTime } from '../model/audit-labels';
import { fromLocalInput, toLocalInput } from '../model/date-input';
import styles from './admin.module.css';
import { RoundReportFigures } from './round-report-figures';

type Deadline = 'picksOpenAt' | 'picksCloseAt' | 'reviewClosesAt' | 'eventStartsAt';

const deadlineLabels: Record<Deadline, string> = {
  picksOpenAt: 'Picks open',
  picksCloseAt: 'Picks close',
  reviewClosesAt: 'Review closes',
  eventStartsAt: 'Event starts',
};

/** Which deadlines may still move in each phase (the api refuses the others). */
const movable: Record<string, Deadline[]> = {
  scheduled: ['picksOpenAt', 'picksCloseAt', 'eventStartsAt'],
  collecting: ['picksCloseAt', 'eventStartsAt'],
  forming: ['eventStartsAt'],
  reviewing: ['reviewClosesAt', 'eventStartsAt'],
  closed: [],
};

/** A round in the console: its program, city, phase and deadlines; move them; read its report. */
export function RoundCard({ round }: { round: Round }) {
  const [reschedule, rescheduling] = useRescheduleRoundMutation();
  const [showReport, setShowReport] = useState(false);
  const [editing, setEditing] = useState(false);
  const deadlines = movable[round.status] ?? [];
  const [values, setValues] = useState<Record<Deadline, string>>(() => ({
    picksOpenAt: toLocalInput(round.picksOpenAt),
    picksCloseAt: toLocalInput(round.picksCloseAt),
    reviewClosesAt: toLocalInput(round.reviewClosesAt),
    eventStartsAt: toLocalInput(round.eventStartsAt),
  }));
  const formId = useId();
  const title = `${round.programName} · ${round.city}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes: Partial<Record<Deadline, string>> = {};
    for (const deadline of deadlines) {
      const value = fromLocalInput(values[deadline]);
      if (value && value !== round[deadline]) changes[deadline] = value;
    }
    const result = await reschedule({ roundId: round.id, rescheduleRoundRequest: changes });
    if (!('error' in result)) setEditing(false);
  };

  return (
    <li className={styles.member} aria-label={title}>
      <div className={styles.memberHead}>
        <h3 className={styles.name}>{title}</h3>
        <span className={styles.chip}>{round.status}</span>
      </div>
      <p className={styles.muted}>
        picks {auditTime(round.picksOpenAt)} – {auditTime(round.picksCloseAt)}
        {round.reviewClosesAt ? ` · review until ${auditTime(round.reviewClosesAt)}` : ''}
        {round.eventStartsAt ? ` · event ${auditTime(round.eventStartsAt)}` : ''} · groups of {round.groupSize.min}–
        {round.groupSize.max}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" aria-expanded={showReport} onClick={() => setShowReport(!showReport)}>
          report
        </Button>
        {deadlines.length > 0 && (
          <Button variant="secondary" size="small" aria-expanded={editing} onClick={() => setEditing(!editing)}>
            move deadlines
          </Button>
        )}
      </div>
      {showReport && <RoundReportFigures roundId={round.id} />}
      {editing && (
        <form className={styles.search} onSubmit={(event) => void submit(event)} aria-label={`Deadlines of ${title}`}>
          {deadlines.map((deadline) => (
            <div key={deadline}>
              <label htmlFor={`${formId}-${deadline}`}>{deadlineLabels[deadline]}</label>{' '}
              <input
                id={`${formId}-${deadline}`}
                type="datetime-local"
                value={values[deadline]}
                onChange={(event) => setValues({ ...values, [deadline]: event.target.value })}
              />
            </div>
          ))}
          <Button type="submit" size="small" loading={rescheduling.isLoading}>
            save
          </Button>
        </form>
      )}
      {rescheduling.isError && (
        <Alert>
          {isApiError(rescheduling.error) ? rescheduling.error.message : 'That did not work. Please try again.'}
        </Alert>
      )}
    </li>
  );
}
