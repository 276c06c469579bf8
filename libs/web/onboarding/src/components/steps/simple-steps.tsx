import {
  type LabelledSlot,
  type Neighborhood,
  neighborhoodLabel,
  neighborhoods,
  slotFromLabels,
  weekendSlots,
} from '@ember/member-rules';
import { TextField } from '@ember/ui';
import { useOnboarding } from '../../hooks/use-onboarding';
import { ageInput, clampAgeInput } from '../../model/step-rules';
import { ChoiceList } from '../choice-list';
import styles from '../wizard.module.css';

/** 'what's your name?': Enter moves on (the step is a form). */
export function NameStep() {
  const { data, dispatch, actions } = useOnboarding();
  return (
    <TextField
      label="first name"
      hideLabel
      placeholder="your first name"
      autoComplete="given-name"
      maxLength={50}
      value={data.firstName}
      onChange={(event) => dispatch(actions.updated({ firstName: event.target.value }))}
      autoFocus
    />
  );
}

/** 'how old are you?': 20-99 in the field, anything above 99 becomes 99 (spec 1 §5). */
export function AgeStep() {
  const { data, dispatch, actions } = useOnboarding();
  return (
    <TextField
      label="age"
      hideLabel
      type="number"
      inputMode="numeric"
      min={ageInput.min}
      max={ageInput.max}
      placeholder="e.g. 31"
      hint="You need to be 20 or older to join."
      value={data.age}
      onChange={(event) => dispatch(actions.updated({ age: clampAgeInput(event.target.value) }))}
      autoFocus
    />
  );
}

/** 'what's your sex?': choosing one moves on at once. */
export function SexStep({ onChosen }: { onChosen: () => void }) {
  const { data, dispatch, actions } = useOnboarding();
  return (
    <ChoiceList
      label="your sex"
      big
      choices={[
        { value: 'male', label: 'male' },
        { value: 'female', label: 'female' },
      ]}
      selected={data.sex ? [data.sex] : []}
      onChoose={(sex) => {
        dispatch(actions.updated({ sex }));
        onChosen();
      }}
    />
  );
}

export function NeighborhoodsStep() {
  const { data, dispatch, actions } = useOnboarding();
  return (
    <ChoiceList
      label="neighbourhoods"
      multiple
      choices={neighborhoods.map((value) => ({ value, label: neighborhoodLabel(value) }))}
      selected={data.neighborhoods}
      onChoose={(neighborhood: Neighborhood) => dispatch(actions.neighborhoodToggled(neighborhood))}
    />
  );
}

export function HostingStep() {
  const { data, dispatch, actions } = useOnboarding();
  return (
    <>
      <ChoiceList
        label="could you host a group?"
        big
        choices={[
          { value: 'yes', label: 'yes' },
          { value: 'no', label: 'no' },
        ]}
        selected={data.canHost ? [data.canHost] : []}
        onChoose={(answer) => dispatch(actions.hostingAnswered(answer))}
      />
      {data.canHost === 'no' && (
        <p className={styles.note}>
          No problem. You will only be matched with groups that have someone who books the venue.
        </p>
      )}
      {data.canHost === 'yes' && (
        <>
          <p className={styles.label} id="venue-question">
            do you have a venue in mind?
          </p>
          <ChoiceList
            label="do you have a venue in mind?"
            big
            choices={[
              { value: 'yes', label: 'yes, I have a place' },
              { value: 'no', label: 'not yet' },
            ]}
            selected={data.hostingDetails.hasVenue === null ? [] : [data.hostingDetails.hasVenue ? 'yes' : 'no']}
            onChoose={(answer) => dispatch(actions.venueAnswered(answer === 'yes'))}
          />
          {data.hostingDetails.hasVenue && (
            <TextField
              label="venue name (optional)"
              placeholder="e.g. my apartment, Café Pamenar"
              maxLength={120}
              value={data.hostingDetails.venueName}
              onChange={(event) =>
                dispatch(actions.updated({ hostingDetails: { hasVenue: true, venueName: event.target.value } }))
              }
            />
          )}
        </>
      )}
    </>
  );
}

const slotKey = (slot: LabelledSlot) => `${slot.day} ${slot.time}`;

/** Weekend slots: Saturday and Sunday at 9 AM and 11 AM, at least one. */
export function SchedulingStep() {
  const { data, dispatch, actions } = useOnboarding();
  return (
    <>
      <ChoiceList
        label="weekend times"
        multiple
        choices={weekendSlots.map((slot) => ({ value: slotKey(slot), label: `${slot.day} ${slot.time}` }))}
        selected={data.selectedSlots.map(slotKey)}
        onChoose={(key) => {
          const slot = weekendSlots.find((candidate) => slotKey(candidate) === key);
          if (slot && slotFromLabels(slot)) dispatch(actions.slotToggled(slot));
        }}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="alternative-times">
          none of these work? tell us when would (optional)
        </label>
        <textarea
          id="alternative-times"
          className={styles.textarea}
          maxLength={300}
          value={data.alternativeTimeslots}
          onChange={(event) => dispatch(actions.updated({ alternativeTimeslots: event.target.value }))}
        />
      </div>
    </>
  );
}
