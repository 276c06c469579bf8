import {
  type AgeRangeSelection,
  type DiscoveryPreference,
  ageBandOf,
  ageBands,
  emptyAgeRangeSelection,
  pickAgeBand,
  rangeOfBands,
  selectedBands,
} from '@ember/member-rules';

/** Spec 1 §2.7: the steps, in the spec's numbering. */
export type VibeStep = '1' | '2' | '2.5' | '3' | '4';

export type RelationshipStatus = 'open' | 'not_looking';
export type PreferredSex = 'male' | 'female' | 'any';

export interface VibeAnswers {
  relationshipStatus: RelationshipStatus | null;
  preferredSex: PreferredSex | null;
  ageRange: AgeRangeSelection;
  discoveryPreference: DiscoveryPreference | null;
  discoveryPreferenceOther: string;
}

export interface SavedPreferences {
  relationshipStatus: RelationshipStatus | null;
  preferredSex: string[] | null;
  minIdealAge: number | null;
  maxIdealAge: number | null;
  discoveryPreference: DiscoveryPreference | null;
  discoveryPreferenceOther: string | null;
}

/** The bands a member can pick (members are 20 or older). */
export const pickableBands = ageBands.filter((band) => band.min >= 20);

/** The answers already saved, as the questionnaire shows them. */
export function answersFrom(saved: SavedPreferences): VibeAnswers {
  const sex = saved.preferredSex?.[0];
  const start = saved.minIdealAge !== null ? ageBandOf(saved.minIdealAge) : null;
  const end = saved.maxIdealAge !== null ? ageBandOf(Math.min(saved.maxIdealAge, 100)) : null;
  return {
    relationshipStatus: saved.relationshipStatus,
    preferredSex: sex === 'male' || sex === 'female' || sex === 'any' ? sex : null,
    ageRange: start ? { start: start.id, end: end && end.id !== start.id ? end.id : null } : emptyAgeRangeSelection,
    discoveryPreference: saved.discoveryPreference,
    discoveryPreferenceOther: saved.discoveryPreferenceOther ?? '',
  };
}

/** Spec 1 §2.7: with a relationship status and a discovery preference saved, the page opens on step 4. */
export function firstStep(saved: SavedPreferences): VibeStep {
  return saved.relationshipStatus && saved.discoveryPreference ? '4' : '1';
}

/** Open goes on to who and what ages; not looking skips to how to discover people. */
export function stepAfterStatus(status: RelationshipStatus): VibeStep {
  return status === 'open' ? '2' : '3';
}

export function previousStep(step: VibeStep, answers: VibeAnswers): VibeStep | null {
  switch (step) {
    case '2':
      return '1';
    case '2.5':
      return '2';
    case '3':
      return answers.relationshipStatus === 'open' ? '2.5' : '1';
    default:
      return null;
  }
}

/** Spec 1 §5: a start, then an end (swapped if earlier); a third pick restarts. */
export function pickBand(answers: VibeAnswers, bandId: string): VibeAnswers {
  return { ...answers, ageRange: pickAgeBand(answers.ageRange, bandId) };
}

/** Continue is enabled once a start is chosen. */
export function canContinueAges(answers: VibeAnswers): boolean {
  return answers.ageRange.start !== null;
}

/** The ideal ages of the chosen bands, every band between the picks included. */
export function idealAges(answers: VibeAnswers): { min: number; max: number } | null {
  return rangeOfBands(selectedBands(answers.ageRange));
}

/** Spec 1 §5: 'other' needs a text that is not blank. */
export function canFinishOther(answers: VibeAnswers): boolean {
  return answers.discoveryPreferenceOther.trim() !== '';
}

/** The updateProfileProperty changes the answers become (spec 1 §7). */
export function changesOf(answers: VibeAnswers) {
  const changes: { Field: string; Value: unknown }[] = [
    { Field: 'relationshipStatus', Value: answers.relationshipStatus },
  ];
  if (answers.relationshipStatus === 'open') {
    if (answers.preferredSex) changes.push({ Field: 'preferredSex', Value: [answers.preferredSex] });
    const ages = idealAges(answers);
    if (ages) {
      changes.push({ Field: 'minIdealAge', Value: ages.min }, { Field: 'maxIdealAge', Value: ages.max });
    }
  }
  changes.push({ Field: 'discoveryPreference', Value: answers.discoveryPreference });
  changes.push({
    Field: 'discoveryPreferenceOther',
    Value: answers.discoveryPreference === 'other' ? answers.discoveryPreferenceOther.trim() : null,
  });
  return changes;
}

export const sexLabels: Record<PreferredSex, string> = { male: 'men', female: 'women', any: 'anyone' };
export const discoveryLabels: Record<DiscoveryPreference, string> = {
  videos: 'short videos',
  pictures: 'pictures',
  interests: 'shared interests',
  other: 'something else',
};
