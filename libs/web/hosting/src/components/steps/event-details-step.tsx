import {
  type DietaryOption,
  type EventDetails,
  dietaryOptionLabels,
  dietaryOptions,
  recommendedPriceRange,
  textLimits,
} from '@ember/hosting-rules';
import { ChoiceChips, TextField } from '@ember/ui';
import { wizardActions } from '../../model/wizard-slice';
import { EarningsEstimate } from '../earnings-estimate';
import { CheckField } from '../fields/check-field';
import fields from '../fields/fields.module.css';
import { PriceField } from '../fields/price-field';
import { TextAreaField } from '../fields/text-area-field';
import styles from '../wizard/wizard.module.css';
import type { StepProps } from './step-props';

const dietaryChoices = dietaryOptions.map((value) => ({ value, label: dietaryOptionLabels[value] }));

const inclusions = [
  ['includesFood', 'foodDetails', 'Food is included', 'What food?'],
  ['includesDrinks', 'drinkDetails', 'Drinks are included', 'What drinks?'],
  ['includesMaterials', 'materialsDetails', 'Materials are included', 'What materials?'],
] as const;

/**
 * Spec 3 §2.1, §5 and §9: the event's description, what is included (with details), dietary
 * options, what to bring, and the ticket price with the price recommended for what is included.
 */
export function EventDetailsStep({ draft, dispatch }: StepProps) {
  const details = draft.eventDetails;
  const setDetails = (changes: Partial<EventDetails>) =>
    dispatch(wizardActions.sectionChanged({ section: 'eventDetails', changes }));
  const recommended = recommendedPriceRange(details);
  return (
    <>
      <TextAreaField
        label="What happens at the event"
        value={details.description}
        maxLength={textLimits.description}
        placeholder="We meet, we fold dumplings together, and we eat them."
        onChange={(description) => setDetails({ description })}
      />
      <fieldset className={fields.fieldset}>
        <legend className={fields.label}>What is included?</legend>
        {inclusions.map(([flag, text, label, question]) => (
          <div key={flag} className={styles.inclusion}>
            <CheckField label={label} checked={details[flag]} onChange={(checked) => setDetails({ [flag]: checked })} />
            {details[flag] && (
              <TextField
                label={question}
                value={details[text]}
                maxLength={textLimits.details}
                onChange={(event) => setDetails({ [text]: event.target.value })}
              />
            )}
          </div>
        ))}
      </fieldset>
      {details.includesFood && (
        <div className={fields.field}>
          <span className={fields.label} aria-hidden="true">
            Dietary options
          </span>
          <ChoiceChips<DietaryOption>
            label="Dietary options"
            options={dietaryChoices}
            selected={details.dietaryOptions}
            onToggle={(option) =>
              setDetails({
                dietaryOptions: details.dietaryOptions.includes(option)
                  ? details.dietaryOptions.filter((chosen) => chosen !== option)
                  : [...details.dietaryOptions, option],
              })
            }
          />
        </div>
      )}
      <TextField
        label="What to bring (optional)"
        value={details.whatToBring}
        maxLength={textLimits.whatToBring}
        placeholder="An apron, and an appetite"
        onChange={(event) => setDetails({ whatToBring: event.target.value })}
      />
      <PriceField
        cents={draft.pricing.ticketPrice}
        hint={`Recommended for a format like yours: $${recommended.minDollars}-$${recommended.maxDollars}.`}
        onChange={(ticketPrice) =>
          dispatch(wizardActions.sectionChanged({ section: 'pricing', changes: { ticketPrice } }))
        }
      />
      <EarningsEstimate ticketPriceCents={draft.pricing.ticketPrice} maxGroups={draft.groupRules.maxGroups} />
    </>
  );
}
