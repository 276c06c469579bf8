import { type FormEvent, useId, useState } from 'react';
import { isApiError, useCreateRoundMutation, useListProgramsQuery } from '@ember/api-client';
import { Alert, Button, TextField } from '@ember/ui';
import { fromLocalInput } from '../model/date-input';
import styles from './admin.module.css';

/** Plans a round of a program in a city; the worker then moves it through its phases. */
export function CreateRoundForm({ onCreated }: { onCreated: () => void }) {
  const programs = useListProgramsQuery();
  const [create, creating] = useCreateRoundMutation();
  const [programId, setProgramId] = useState('');
  const [city, setCity] = useState('CA:ON:Toronto');
  const [opens, setOpens] = useState('');
  const [closes, setCloses] = useState('');
  const [missing, setMissing] = useState(false);
  const ids = { program: useId(), opens: useId(), closes: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const picksOpenAt = fromLocalInput(opens);
    const picksCloseAt = fromLocalInput(closes);
    const chosen = programId || programs.data?.[0]?.id;
    if (!chosen || !picksOpenAt || !picksCloseAt) return setMissing(true);
    setMissing(false);
    const result = await create({
      createRoundRequest: { programId: chosen, city: city.trim() || undefined, picksOpenAt, picksCloseAt },
    });
    if (!('error' in result)) onCreated();
  };

  return (
    <form className={styles.member} onSubmit={(event) => void submit(event)} aria-label="New round">
      <h3 className={styles.name}>New round</h3>
      <div>
        <label htmlFor={ids.program}>Program</label>{' '}
        <select id={ids.program} value={programId} onChange={(event) => setProgramId(event.target.value)}>
          {(programs.data ?? []).map((program) => (
            <option key={program.id} value={program.id}>
              {program.name}
            </option>
          ))}
        </select>
      </div>
      <TextField label="City code" value={city} onChange={(event) => setCity(event.target.value)} />
      <div className={styles.search}>
        <div>
          <label htmlFor={ids.opens}>Picks open</label>{' '}
          <input
            id={ids.opens}
            type="datetime-local"
            value={opens}
            onChange={(event) => setOpens(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.closes}>Picks close</label>{' '}
          <input
            id={ids.closes}
            type="datetime-local"
            value={closes}
            onChange={(event) => setCloses(event.target.value)}
          />
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={creating.isLoading}>
          create round
        </Button>
      </div>
      {missing && <Alert>Please choose a program and both times.</Alert>}
      {creating.isError && (
        <Alert>{isApiError(creating.error) ? creating.error.message : 'That did not work. Please try again.'}</Alert>
      )}
    </form>
  );
}
