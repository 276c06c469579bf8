import {
  type BalancePreference,
  balancePreferenceTexts,
  balancePreferences,
  groupCounts,
  groupSizeTexts,
  groupSizeWord,
  maxParticipants,
  minParticipants,
  optimalParticipants,
  selectionWindowDays,
} from '@ember/hosting-rules';
import { wizardActions } from '../../model/wizard-slice';
import { CheckField } from '../fields/check-field';
import { RadioCards } from '../fields/radio-cards';
import { RangeField } from '../fields/range-field';
import type { StepProps } from './step-props';

const people = (count: number) => `${count} people`;
const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

const balanceOptions = balancePreferences.map((value) => ({ value, ...balancePreferenceTexts[value] }));
const groupOptions = [
  { value: 'one', label: 'One group', description: 'A single group meets for each date.' },
  {
    value: 'multiple',
    label: 'Multiple groups',
    description: `Up to ${groupCounts.multiple} groups, each meeting on its own.`,
  },
] as const;

/**
 * Spec 3 §2.1: min participants 4-8 and max 8-16 (the optimal size follows at their midpoint),
 * the group size in words, balance, one or multiple groups, and the selection window 1-5 days.
 */
export function GroupCompositionStep({ draft, dispatch }: StepProps) {
  const { minParticipants: low, maxParticipants: high } = draft.capacity;
  const setCapacity = (min: number, max: number) =>
    dispatch(
      wizardActions.sectionChanged({
        section: 'capacity',
        changes: { minParticipants: min, maxParticipants: max, optimalParticipants: optimalParticipants(min, max) },
      }),
    );
  const setRules = (changes: Partial<StepProps['draft']['groupRules']>) =>
    dispatch(wizardActions.sectionChanged({ section: 'groupRules', changes }));
  const selection = draft.timeline.selectionWindow;
  return (
    <>
      <RangeField
        label="Smallest group"
        min={minParticipants.min}
        max={minParticipants.max}
        value={low}
        valueText={people(low)}
        edges={[people(minParticipants.min), people(minParticipants.max)]}
        onChange={(value) => setCapacity(value, high)}
      />
      <RangeField
        label="Largest group"
        min={maxParticipants.min}
        max={maxParticipants.max}
        value={high}
        valueText={people(high)}
        edges={[people(maxParticipants.min), people(maxParticipants.max)]}
        onChange={(value) => setCapacity(low, value)}
      >
        <p>
          Groups of {low}-{high} people. {groupSizeTexts[groupSizeWord(low, high)]}
        </p>
      </RangeField>
      <RadioCards<BalancePreference>
        legend="Balance"
        options={balanceOptions}
        value={draft.groupRules.balancePreference}
        onChange={(balancePreference) => setRules({ balancePreference })}
      />
      <RadioCards
        legend="How many groups?"
        columns={2}
        options={groupOptions}
        value={draft.groupRules.multipleGroups ? 'multiple' : 'one'}
        onChange={(choice) =>
          setRules(
            choice === 'multiple'
              ? { multipleGroups: true, maxGroups: groupCounts.multiple }
              : { multipleGroups: false, maxGroups: groupCounts.single },
          )
        }
      />
      <RangeField
        label="Selection window"
        min={selectionWindowDays.min}
        max={selectionWindowDays.max}
        value={selection}
        valueText={days(selection)}
        edges={[days(selectionWindowDays.min), days(selectionWindowDays.max)]}
        onChange={(value) =>
          dispatch(wizardActions.sectionChanged({ section: 'timeline', changes: { selectionWindow: value } }))
        }
      >
        <p>The time for suggesting groups once interest closes, and for you to approve them.</p>
      </RangeField>
      <CheckField
        label="I approve groups before they are invited"
        description="Groups wait for your go-ahead; without it they are invited as soon as they form."
        checked={draft.groupRules.hostApproval}
        onChange={(hostApproval) => setRules({ hostApproval })}
      />
    </>
  );
}
