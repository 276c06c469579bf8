import { locationOptions, otherLocation, torontoLocation } from '@ember/member-rules';
import { TextField } from '@ember/ui';
import { useOnboarding } from '../../hooks/use-onboarding';
import type { WizardVariant } from '../../model/steps';
import { ChoiceList } from '../choice-list';
import styles from '../wizard.module.css';

/** The Toronto-only flow's answer to another city. */
export const notInTorontoMessage = "we're only in Toronto for now. we'll be in touch when groups start near you.";

/** Spec 1 §2.3: Toronto, Vancouver, Revelstoke or Other (a free-text city or postal code). */
export function LocationStep({ variant }: { variant: WizardVariant }) {
  const { data, dispatch, actions } = useOnboarding();
  const outsideToronto = variant === 'toronto-only' && data.location !== null && data.location !== torontoLocation;
  return (
    <>
      <ChoiceList
        label="your city"
        choices={locationOptions.map((option) => ({ value: option.code, label: option.label }))}
        selected={data.location ? [data.location] : []}
        onChoose={(location) => dispatch(actions.updated({ location }))}
      />
      {data.location === otherLocation && (
        <TextField
          label="your city or postal code"
          value={data.newLocation}
          autoComplete="postal-code"
          maxLength={80}
          onChange={(event) => dispatch(actions.updated({ newLocation: event.target.value }))}
          autoFocus
        />
      )}
      {outsideToronto && (
        <p className={styles.warn} role="status">
          {notInTorontoMessage}
        </p>
      )}
    </>
  );
}
