import { type FormEvent, useState } from 'react';
import {
  type CurrentUser,
  isApiError,
  useGetCurrentUserQuery,
  useGetMyProfileQuery,
  useUpdateUserPropertyMutation,
} from '@ember/api-client';
import { Alert, Button, LoadingState, TextField } from '@ember/ui';
import { locationLabel } from '@ember/member-rules';
import { SettingsPageFrame } from '../components/settings-page-frame';
import styles from '../components/settings.module.css';
import { parseIdealAgeRange } from '../model/settings-rules';

type Sex = 'male' | 'female' | 'any';
const sexOptions: { value: Sex; label: string }[] = [
  { value: 'male', label: 'men' },
  { value: 'female', label: 'women' },
  { value: 'any', label: 'anyone' },
];

/** The changes a save sends (spec 3 §7): single fields, ideal ages together; a bad range is left out. */
export function basicInfoChanges(
  user: Pick<CurrentUser, 'relationshipStatus' | 'preferredSex' | 'minIdealAge' | 'maxIdealAge'>,
  form: { relationshipStatus: string; preferredSex: Sex[]; idealAgeRange: string },
) {
  const changes: {
    field: 'relationshipStatus' | 'preferredSex' | 'minIdealAge' | 'maxIdealAge';
    value: string | number | string[];
  }[] = [];
  if (form.relationshipStatus && form.relationshipStatus !== user.relationshipStatus) {
    changes.push({ field: 'relationshipStatus', value: form.relationshipStatus });
  }
  const sexes = [...form.preferredSex].sort();
  if (sexes.join() !== [...(user.preferredSex ?? [])].sort().join() && sexes.length > 0) {
    changes.push({ field: 'preferredSex', value: sexes });
  }
  const range = form.idealAgeRange.trim() === '' ? null : parseIdealAgeRange(form.idealAgeRange);
  if (form.idealAgeRange.trim() !== '' && !range) console.warn('ideal age range ignored:', form.idealAgeRange);
  if (range && (range.min !== user.minIdealAge || range.max !== user.maxIdealAge)) {
    changes.push({ field: 'minIdealAge', value: range.min }, { field: 'maxIdealAge', value: range.max });
  }
  return changes;
}

/**
 * /emberite/settings/basic (spec 3 §2.9): location, first name, sex and age read-only (not shown to
 * others); relationship status, interested in and the ideal age range 'min-max' editable.
 */
export function BasicInfoPage() {
  const user = useGetCurrentUserQuery();
  const profile = useGetMyProfileQuery();
  if (user.isLoading || profile.isLoading) return <LoadingState label="Loading your details…" />;
  if (!user.data || !profile.data) {
    return (
      <SettingsPageFrame title="basic info and preferences">
        <Alert>We couldn&apos;t load your details. Check your connection and try again.</Alert>
      </SettingsPageFrame>
    );
  }
  return (
    <SettingsPageFrame title="basic info and preferences">
      <dl className={styles.facts}>
        <div>
          <dt>location</dt>
          <dd>{locationLabel(profile.data)}</dd>
        </div>
        <div>
          <dt>first name</dt>
          <dd>{profile.data.firstName}</dd>
        </div>
        <div>
          <dt>sex</dt>
          <dd>{profile.data.userSex}</dd>
        </div>
        <div>
          <dt>age</dt>
          <dd>{profile.data.age}</dd>
        </div>
      </dl>
      <p className={styles.muted}>These four are not visible to others, and are set when you register.</p>
      <PreferencesForm key={user.fulfilledTimeStamp} user={user.data} />
    </SettingsPageFrame>
  );
}

function PreferencesForm({ user }: { user: CurrentUser }) {
  const [save, saving] = useUpdateUserPropertyMutation();
  const [relationshipStatus, setRelationshipStatus] = useState<string>(user.relationshipStatus ?? '');
  const [preferredSex, setPreferredSex] = useState<Sex[]>((user.preferredSex ?? []) as Sex[]);
  const [idealAgeRange, setIdealAgeRange] = useState(
    user.minIdealAge !== null && user.maxIdealAge !== null ? `${user.minIdealAge}-${user.maxIdealAge}` : '',
  );
  const [status, setStatus] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const rangeInvalid = idealAgeRange.trim() !== '' && !parseIdealAgeRange(idealAgeRange);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changes = basicInfoChanges(user, { relationshipStatus, preferredSex, idealAgeRange });
    if (changes.length === 0) {
      setStatus({ tone: 'info', text: 'Nothing to save.' });
      return;
    }
    try {
      await save({ updateUserPropertyRequest: { changes } }).unwrap();
      setStatus({ tone: 'info', text: 'Saved.' });
    } catch (failure) {
      console.error('saving preferences failed', failure);
      setStatus({ tone: 'error', text: isApiError(failure) ? failure.message : 'Failed to save changes' });
    }
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="relationship-status">
          relationship status
        </label>
        <select
          id="relationship-status"
          className={styles.select}
          value={relationshipStatus}
          onChange={(event) => setRelationshipStatus(event.target.value)}
        >
          <option value="" disabled>
            choose one
          </option>
          <option value="open">open to romance</option>
          <option value="not_looking">not looking</option>
        </select>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>interested in</legend>
        <div className={styles.checks}>
          {sexOptions.map((option) => (
            <label key={option.value} className={styles.check}>
              <input
                type="checkbox"
                checked={preferredSex.includes(option.value)}
                onChange={(event) =>
                  setPreferredSex(
                    event.target.checked
                      ? [...preferredSex, option.value]
                      : preferredSex.filter((value) => value !== option.value),
                  )
                }
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="ideal age range"
        hint="As min-max, for example 28-37."
        placeholder="28-37"
        inputMode="numeric"
        value={idealAgeRange}
        onChange={(event) => setIdealAgeRange(event.target.value)}
        errorId={rangeInvalid ? 'range-error' : undefined}
      />
      {rangeInvalid && (
        <p id="range-error" className={styles.fieldError}>
          Write it as min-max, the second number not below the first. Until then it is not saved.
        </p>
      )}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <Button type="submit" loading={saving.isLoading}>
        Save Changes
      </Button>
    </form>
  );
}
