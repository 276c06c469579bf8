import { useState } from 'react';
import { type PeopleFilters, useGetPeopleFiltersQuery, usePutPeopleFiltersMutation } from '@ember/api-client';
import { Alert, Button, LoadingState, SubPage, TextField } from '@ember/ui';
import { errorText } from '../model/error-text';
import styles from '../components/people-filters.module.css';

/**
 * /emberite/availability (spec 3 §2.2, §3), behind the availability flag: the hours the member is
 * usually free, kept with the people filters (their `availability`) so groups and events can be
 * matched to them.
 */
export function AvailabilityPage() {
  const filters = useGetPeopleFiltersQuery();
  if (filters.isLoading) return <LoadingState label="Loading your availability…" />;
  if (!filters.data) {
    return (
      <SubPage title="Availability" back={{ to: '/home', label: 'Discover' }}>
        <Alert>{errorText(filters.error, 'We couldn’t load your availability. Please try again.')}</Alert>
      </SubPage>
    );
  }
  return <AvailabilityEditor saved={filters.data} />;
}

function AvailabilityEditor({ saved }: { saved: PeopleFilters }) {
  const [hours, setHours] = useState(saved.availability);
  const [save, saving] = usePutPeopleFiltersMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit() {
    setMessage(null);
    try {
      await save({ peopleFiltersRequest: { ...saved, availability: hours } }).unwrap();
      setMessage({ ok: true, text: 'Saved.' });
    } catch (failure) {
      setMessage({ ok: false, text: errorText(failure, 'We couldn’t save your availability. Please try again.') });
    }
  }

  return (
    <SubPage
      title="Availability"
      back={{ to: '/home', label: 'Discover' }}
      lead="When are you usually free to meet? Groups and events are suggested for these hours."
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <fieldset className={styles.group}>
          <legend>Your hours</legend>
          <div className={styles.row}>
            <TextField
              label="From"
              type="time"
              value={hours.startTime}
              onChange={(event) => setHours({ ...hours, startTime: event.target.value })}
            />
            <TextField
              label="Until"
              type="time"
              value={hours.endTime}
              onChange={(event) => setHours({ ...hours, endTime: event.target.value })}
            />
          </div>
        </fieldset>
        {message && (message.ok ? <p role="status">{message.text}</p> : <Alert>{message.text}</Alert>)}
        <Button type="submit" size="large" loading={saving.isLoading}>
          {saving.isLoading ? 'saving…' : 'save'}
        </Button>
      </form>
    </SubPage>
  );
}
