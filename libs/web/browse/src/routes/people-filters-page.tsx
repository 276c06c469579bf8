import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type PeopleFilters, useGetPeopleFiltersQuery, usePutPeopleFiltersMutation } from '@ember/api-client';
import { Alert, Button, ChoiceChips, LoadingState, SubPage, TextField } from '@ember/ui';
import { errorText } from '../model/error-text';
import { type CategoryOption, useExperienceCategories } from '../hooks/use-experience-categories';
import {
  type FiltersForm,
  formOf,
  purposes,
  requestOf,
  sexOptions,
  toggled,
  withPurpose,
} from '../model/people-filters';
import styles from '../components/people-filters.module.css';

export const peoplePath = '/emberite/people';

/**
 * The people-filter settings (spec 3 §2.2, §3): whom People shows (sexes, ages, an ideal age,
 * friendship or romance), which events (categories, dates) and the hours the member is free.
 * Closing saves them to the server and returns to /emberite/people; a refusal stays here and says why.
 */
export function PeopleFiltersPage() {
  const filters = useGetPeopleFiltersQuery();
  if (filters.isLoading) return <LoadingState label="Loading your filters…" />;
  if (!filters.data) {
    return (
      <SubPage title="People filters" back={{ to: peoplePath, label: 'People' }}>
        <Alert>{errorText(filters.error, 'We couldn’t load your filters. Please try again.')}</Alert>
      </SubPage>
    );
  }
  return <FiltersEditor saved={filters.data} />;
}

function FiltersEditor({ saved }: { saved: PeopleFilters }) {
  const navigate = useNavigate();
  const categories = useExperienceCategories();
  const [form, setForm] = useState<FiltersForm>(() => formOf(saved));
  const [newDate, setNewDate] = useState('');
  const [save, saving] = usePutPeopleFiltersMutation();
  const [error, setError] = useState<string | null>(null);
  const who = form.profileFilters;

  const setWho = (change: Partial<FiltersForm['profileFilters']>) =>
    setForm((current) => ({ ...current, profileFilters: { ...current.profileFilters, ...change } }));
  const setEvents = (change: Partial<FiltersForm['eventFilters']>) =>
    setForm((current) => ({ ...current, eventFilters: { ...current.eventFilters, ...change } }));
  const setHours = (change: Partial<FiltersForm['availability']>) =>
    setForm((current) => ({ ...current, availability: { ...current.availability, ...change } }));

  async function close() {
    setError(null);
    try {
      await save({ peopleFiltersRequest: requestOf(form) }).unwrap();
      navigate(peoplePath);
    } catch (failure) {
      setError(errorText(failure, 'We couldn’t save your filters. Please try again.'));
    }
  }

  return (
    <SubPage
      title="People filters"
      back={{ to: peoplePath, label: 'People' }}
      lead="Choose whom you would like to see, which events interest you and when you are free. Closing saves."
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void close();
        }}
        noValidate
      >
        <fieldset className={styles.group}>
          <legend>Who</legend>
          <p className={styles.label}>Show me</p>
          <ChoiceChips
            label="Show me"
            options={sexOptions}
            selected={who.sex}
            onToggle={(value) => setWho({ sex: toggled(who.sex, value) })}
          />
          <p className={styles.hint}>{who.sex.length === 0 ? 'Showing men and women.' : ' '}</p>
          <div className={styles.row}>
            <TextField
              label="Youngest"
              inputMode="numeric"
              value={who.ageMin}
              onChange={(event) => setWho({ ageMin: event.target.value })}
            />
            <TextField
              label="Oldest"
              inputMode="numeric"
              value={who.ageMax}
              onChange={(event) => setWho({ ageMax: event.target.value })}
            />
            <TextField
              label="Ideal age (optional)"
              inputMode="numeric"
              value={who.idealAge}
              onChange={(event) => setWho({ idealAge: event.target.value })}
            />
          </div>
          <p className={styles.label}>Meeting people for</p>
          <ChoiceChips
            label="Meeting people for"
            options={purposes.map((purpose) => ({ value: String(purpose.flag), label: purpose.label }))}
            selected={purposes.filter((purpose) => who.purpose & purpose.flag).map((purpose) => String(purpose.flag))}
            onToggle={(value) => {
              const flag = Number(value);
              setWho({ purpose: withPurpose(who.purpose, flag, !(who.purpose & flag)) });
            }}
          />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Events</legend>
          <p className={styles.label}>Kinds of events</p>
          <CategoryChips
            categories={categories}
            selected={form.eventFilters.categories}
            onToggle={(id) => setEvents({ categories: toggled(form.eventFilters.categories, id) })}
          />
          <div className={styles.row}>
            <TextField
              label="A day you can make"
              type="date"
              value={newDate}
              onChange={(event) => setNewDate(event.target.value)}
            />
            <Button
              variant="secondary"
              disabled={!newDate || form.eventFilters.dates.includes(newDate)}
              onClick={() => {
                setEvents({ dates: [...form.eventFilters.dates, newDate].sort() });
                setNewDate('');
              }}
            >
              add the day
            </Button>
          </div>
          {form.eventFilters.dates.length > 0 ? (
            <ul className={styles.dates} aria-label="your days">
              {form.eventFilters.dates.map((date) => (
                <li key={date}>
                  <time dateTime={date}>{dayText(date)}</time>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`remove ${dayText(date)}`}
                    onClick={() => setEvents({ dates: form.eventFilters.dates.filter((item) => item !== date) })}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.hint}>Any day suits you.</p>
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>When you are free</legend>
          <div className={styles.row}>
            <TextField
              label="From"
              type="time"
              value={form.availability.startTime}
              onChange={(event) => setHours({ startTime: event.target.value })}
            />
            <TextField
              label="Until"
              type="time"
              value={form.availability.endTime}
              onChange={(event) => setHours({ endTime: event.target.value })}
            />
          </div>
        </fieldset>

        {error && <Alert>{error}</Alert>}
        <Button type="submit" size="large" loading={saving.isLoading}>
          {saving.isLoading ? 'saving…' : 'save and close'}
        </Button>
      </form>
    </SubPage>
  );
}

function CategoryChips({
  categories,
  selected,
  onToggle,
}: {
  categories: CategoryOption[];
  selected: string[];
  onToggle: (id: string) => void;
}) {
  // Saved categories the catalogue no longer lists stay visible, so they can be removed.
  const known = new Set(categories.map((category) => category.id));
  const options = [
    ...categories.map((category) => ({ value: category.id, label: category.name })),
    ...selected.filter((id) => !known.has(id)).map((id) => ({ value: id, label: id })),
  ];
  if (options.length === 0) return <p className={styles.hint}>Every kind of event.</p>;
  return <ChoiceChips label="Kinds of events" options={options} selected={selected} onToggle={onToggle} />;
}

function dayText(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-CA', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
