import { useState } from 'react';
import { type FormatLocation, neighbourhoodOf, textLimits } from '@ember/hosting-rules';
import { TextField } from '@ember/ui';
import {
  type Suggestion,
  cityLabel,
  citySuggestions,
  namedIn,
  neighbourhoodSuggestions,
} from '../../model/suggestions';
import { wizardActions } from '../../model/wizard-slice';
import { CheckField } from '../fields/check-field';
import { SuggestField } from '../fields/suggest-field';
import type { StepProps } from './step-props';

/**
 * Spec 3 §2.1 and §5: the city, then the neighbourhood, each typed with suggestions filtered by
 * the text and shown by name; the venue is optional, and so is the online option. Next waits for
 * a city and one of its neighbourhoods.
 */
export function EventLocationStep({ draft, dispatch }: StepProps) {
  const { city, neighborhood } = draft.location;
  const [cityText, setCityText] = useState(() => cityLabel(city));
  const [placeText, setPlaceText] = useState(() => neighbourhoodOf(city, neighborhood)?.label ?? '');
  const setLocation = (changes: Partial<FormatLocation>) =>
    dispatch(wizardActions.sectionChanged({ section: 'location', changes }));

  function chooseCity(option: Suggestion | undefined) {
    const slug = option?.value ?? '';
    if (slug === city) return;
    // A neighbourhood belongs to its city: another city starts the neighbourhood over.
    setPlaceText('');
    setLocation({ city: slug, neighborhood: '' });
  }

  return (
    <>
      <SuggestField
        label="City"
        text={cityText}
        suggestions={citySuggestions(cityText)}
        placeholder="Toronto"
        onText={(text) => {
          setCityText(text);
          chooseCity(namedIn(citySuggestions(text), text));
        }}
        onChoose={(option) => {
          setCityText(option.label);
          chooseCity(option);
        }}
      />
      <SuggestField
        label="Neighbourhood"
        text={placeText}
        disabled={!city}
        hint={city ? 'Start typing to see the neighbourhoods.' : 'Choose the city first.'}
        suggestions={city ? neighbourhoodSuggestions(city, placeText) : []}
        onText={(text) => {
          setPlaceText(text);
          setLocation({ neighborhood: namedIn(neighbourhoodSuggestions(city, text), text)?.value ?? '' });
        }}
        onChoose={(option) => {
          setPlaceText(option.label);
          setLocation({ neighborhood: option.value });
        }}
      />
      <TextField
        label="Venue (optional)"
        hint="Only your confirmed group sees it."
        value={draft.location.venueDetails}
        maxLength={textLimits.venueDetails}
        placeholder="The back room of Café Pamenar"
        onChange={(event) => setLocation({ venueDetails: event.target.value })}
      />
      <CheckField
        label="It can also happen online"
        checked={draft.location.isOnline}
        onChange={(isOnline) => setLocation({ isOnline })}
      />
    </>
  );
}
