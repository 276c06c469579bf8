import { useState } from 'react';
import {
  type MyProfile,
  type ProfilePropertyChange,
  useReplaceProfilePhotoMutation,
  useUpdateProfilePropertyMutation,
} from '@ember/api-client';
import {
  type Neighborhood,
  type TimeSlot,
  locationLabel,
  neighborhoodLabel,
  neighborhoods,
  slotFromLabels,
  slotLabel,
  weekendSlots,
} from '@ember/member-rules';
import { PhotoPicker } from '@ember/photo';
import { Alert, Button, ChoiceChips, LoadingState, TextField, usePageTitle } from '@ember/ui';
import { LockedFieldDialog } from '../components/locked-field-dialog';
import { SettingsRow } from '../components/settings-row';
import styles from '../components/profile.module.css';
import { useOwnProfile } from '../hooks/use-own-profile';
import { saveErrorMessage, settingsMessages } from '../model/save-error';

type Field = 'photo' | 'neighborhoods' | 'hosting' | 'availability';

interface Draft {
  neighborhoods: Neighborhood[];
  canHost: boolean | null;
  hasVenue: boolean;
  venueName: string;
  slots: TimeSlot[];
  photo: Blob | null;
  photoPreview: string | null;
}

function draftOf(profile: MyProfile): Draft {
  return {
    neighborhoods: (profile.neighborhoods ?? []) as Neighborhood[],
    canHost: profile.canHost,
    hasVenue: profile.hostingDetails?.hasVenue ?? false,
    venueName: profile.hostingDetails?.venueName ?? '',
    slots: profile.availableTimeSlots ?? [],
    photo: null,
    photoPreview: null,
  };
}

const sameSlot = (a: TimeSlot, b: TimeSlot) => a.dayOfWeek === b.dayOfWeek && a.hour === b.hour;
const slotKey = (labelled: { day: string; time: string }) => `${labelled.day} ${labelled.time}`;
const hostingAnswers = [
  { value: 'yes', label: 'I can host' },
  { value: 'no', label: 'I cannot host' },
];

/** The changes a field's save sends (spec 1 §7). */
export function changesFor(field: Exclude<Field, 'photo'>, draft: Draft): ProfilePropertyChange[] {
  switch (field) {
    case 'neighborhoods':
      return [{ Field: 'neighborhoods', Value: draft.neighborhoods }];
    case 'hosting':
      return [
        { Field: 'canHost', Value: draft.canHost },
        {
          Field: 'hostingDetails',
          Value: draft.canHost
            ? { hasVenue: draft.hasVenue, venueName: draft.hasVenue ? draft.venueName.trim() || null : null }
            : null,
        },
      ];
    case 'availability':
      return [{ Field: 'availableTimeSlots', Value: draft.slots.map((slot) => ({ ...slot })) }];
  }
}

/**
 * Profile settings (spec 1 §2.5): the profile section (name, age, sex and location locked, with a
 * dialog to contact support; the photo) and logistics (neighbourhoods, hosting, availability),
 * edited one field at a time. Save clears the editing state; cancel restores what was there.
 */
export function ProfileSettingsPage() {
  usePageTitle('Profile settings');
  const profile = useOwnProfile();
  const [update] = useUpdateProfilePropertyMutation();
  const [uploadPhoto] = useReplaceProfilePhotoMutation();
  const [editing, setEditing] = useState<Field | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);

  if (profile.isLoading) return <LoadingState label="Loading your profile…" />;
  if (profile.error || !profile.data) {
    return (
      <div className={styles.stack}>
        <Alert>We couldn&apos;t load your profile. Check your connection and try again.</Alert>
        <Button variant="secondary" onClick={() => profile.refetch()}>
          try again
        </Button>
      </div>
    );
  }
  const me = profile.data;

  function start(field: Field) {
    setDraft(draftOf(me));
    setError(null);
    setEditing(field);
  }

  function cancel() {
    if (draft?.photoPreview) URL.revokeObjectURL(draft.photoPreview);
    setDraft(null);
    setError(null);
    setEditing(null);
  }

  async function save() {
    if (!editing || !draft) return;
    setError(null);
    setSaving(true);
    try {
      if (editing === 'photo') {
        if (!draft.photo) return;
        try {
          await uploadPhoto(draft.photo).unwrap();
        } catch (failure) {
          console.error(failure);
          setError(settingsMessages.photoFailed);
          return;
        }
      } else {
        if (!me.location) {
          setError(settingsMessages.locationMissing);
          return;
        }
        const answer = await update({
          updateProfilePropertyRequest: { Location: me.location, Changes: changesFor(editing, draft) },
        }).unwrap();
        console.info('profile updated', answer.id);
      }
      cancel();
    } catch (failure) {
      console.error('profile update failed', failure);
      setError(saveErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  const patch = (change: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...change } : current));
  const row = (field: Field) => ({
    editing: editing === field,
    disabled: editing !== null && editing !== field,
    onEdit: () => start(field),
    onCancel: cancel,
    onSave: save,
    saving,
    error: editing === field ? error : null,
  });
  const lockedRow = (label: string) => ({ locked: true, disabled: editing !== null, onEdit: () => setLocked(label) });

  const hosting =
    me.canHost === null
      ? 'not answered'
      : me.canHost
        ? me.hostingDetails?.hasVenue
          ? `yes, at ${me.hostingDetails.venueName ?? 'a venue'}`
          : 'yes, without a venue yet'
        : 'no';

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>profile settings</h1>
        <p className={styles.muted}>Edit one thing at a time. Your changes show on your profile right away.</p>
      </header>

      <section className={styles.settingsGroup} aria-labelledby="profile-section">
        <h2 id="profile-section" className={styles.groupTitle}>
          profile
        </h2>
        <SettingsRow
          label="photo"
          value={me.photoUrl ? <img className={styles.thumb} src={me.photoUrl} alt="your photo" /> : 'no photo yet'}
          {...row('photo')}
          canSave={Boolean(draft?.photo)}
        >
          <PhotoPicker
            previewUrl={draft?.photoPreview ?? me.photoUrl}
            onPhoto={(photo) => {
              if (draft?.photoPreview) URL.revokeObjectURL(draft.photoPreview);
              patch({ photo, photoPreview: URL.createObjectURL(photo) });
            }}
            busy={saving}
          />
        </SettingsRow>
        <SettingsRow label="name" value={me.firstName} {...lockedRow('name')} />
        <SettingsRow label="age" value={me.age} {...lockedRow('age')} />
        <SettingsRow label="sex" value={me.userSex} {...lockedRow('sex')} />
        <SettingsRow label="location" value={locationLabel(me)} {...lockedRow('location')} />
      </section>

      <section className={styles.settingsGroup} aria-labelledby="logistics-section">
        <h2 id="logistics-section" className={styles.groupTitle}>
          logistics
        </h2>
        <SettingsRow
          label="neighbourhoods"
          value={me.neighborhoods?.length ? me.neighborhoods.map(neighborhoodLabel).join(', ') : 'none chosen'}
          {...row('neighborhoods')}
          canSave={(draft?.neighborhoods.length ?? 0) > 0}
        >
          <ChoiceChips
            label="neighbourhoods"
            options={neighborhoods.map((value) => ({ value, label: neighborhoodLabel(value) }))}
            selected={draft?.neighborhoods ?? []}
            onToggle={(value) =>
              patch({
                neighborhoods: draft?.neighborhoods.includes(value)
                  ? draft.neighborhoods.filter((item) => item !== value)
                  : [...(draft?.neighborhoods ?? []), value],
              })
            }
          />
        </SettingsRow>
        <SettingsRow label="hosting" value={hosting} {...row('hosting')} canSave={draft?.canHost !== null}>
          <ChoiceChips
            single
            label="could you host a group?"
            options={hostingAnswers}
            selected={draft?.canHost == null ? [] : [draft.canHost ? 'yes' : 'no']}
            onToggle={(answer) => patch({ canHost: answer === 'yes' })}
          />
          {draft?.canHost && (
            <>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={draft.hasVenue}
                  onChange={(event) =>
                    patch({ hasVenue: event.target.checked, venueName: event.target.checked ? draft.venueName : '' })
                  }
                />
                I have a venue
              </label>
              {draft.hasVenue && (
                <TextField
                  label="venue name (optional)"
                  value={draft.venueName}
                  maxLength={120}
                  onChange={(event) => patch({ venueName: event.target.value })}
                />
              )}
            </>
          )}
          {draft?.canHost === false && (
            <p className={styles.muted}>You will only be matched with groups that have a venue booker.</p>
          )}
        </SettingsRow>
        <SettingsRow
          label="availability"
          value={me.availableTimeSlots?.length ? me.availableTimeSlots.map(slotLabel).join(', ') : 'none chosen'}
          {...row('availability')}
          canSave={(draft?.slots.length ?? 0) > 0}
        >
          <ChoiceChips
            label="weekend times"
            options={weekendSlots.map((labelled) => ({ value: slotKey(labelled), label: slotKey(labelled) }))}
            selected={weekendSlots
              .filter((labelled) => draft?.slots.some((item) => sameSlot(item, slotFromLabels(labelled)!)))
              .map(slotKey)}
            onToggle={(key) => {
              const slot = slotFromLabels(weekendSlots.find((labelled) => slotKey(labelled) === key)!)!;
              const on = draft?.slots.some((item) => sameSlot(item, slot)) ?? false;
              patch({
                slots: on
                  ? (draft?.slots ?? []).filter((item) => !sameSlot(item, slot))
                  : [...(draft?.slots ?? []), slot],
              });
            }}
          />
        </SettingsRow>
      </section>
      <LockedFieldDialog field={locked} onClose={() => setLocked(null)} />
    </div>
  );
}
