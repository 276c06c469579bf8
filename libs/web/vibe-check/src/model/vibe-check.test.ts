import { describe, expect, it } from 'vitest';
import {
  type VibeAnswers,
  answersFrom,
  canContinueAges,
  canFinishOther,
  changesOf,
  firstStep,
  idealAges,
  pickBand,
  previousStep,
  stepAfterStatus,
} from './vibe-check';

const nothing = {
  relationshipStatus: null,
  preferredSex: null,
  minIdealAge: null,
  maxIdealAge: null,
  discoveryPreference: null,
  discoveryPreferenceOther: null,
};

describe('vibe check steps (spec 1 §2.7)', () => {
  it('opens on step 4 when a relationship status and a discovery preference exist', () => {
    expect(firstStep(nothing)).toBe('1');
    expect(firstStep({ ...nothing, relationshipStatus: 'open' })).toBe('1');
    expect(firstStep({ ...nothing, relationshipStatus: 'not_looking', discoveryPreference: 'pictures' })).toBe('4');
  });

  it('goes from open to 2, from not looking to 3, and back accordingly', () => {
    expect(stepAfterStatus('open')).toBe('2');
    expect(stepAfterStatus('not_looking')).toBe('3');
    const open = answersFrom({ ...nothing, relationshipStatus: 'open' });
    expect(previousStep('3', open)).toBe('2.5');
    expect(previousStep('3', answersFrom({ ...nothing, relationshipStatus: 'not_looking' }))).toBe('1');
  });

  it('picks a start, then an end, swapping an earlier end; a third pick restarts', () => {
    let answers = answersFrom(nothing);
    expect(canContinueAges(answers)).toBe(false);
    answers = pickBand(answers, 'mid-30s');
    expect(canContinueAges(answers)).toBe(true);
    expect(idealAges(answers)).toEqual({ min: 35, max: 37 });
    answers = pickBand(answers, 'late-20s');
    expect(answers.ageRange).toEqual({ start: 'late-20s', end: 'mid-30s' });
    expect(idealAges(answers)).toEqual({ min: 28, max: 37 });
    answers = pickBand(answers, 'early-40s');
    expect(answers.ageRange).toEqual({ start: 'early-40s', end: null });
  });

  it('prefills the range from the saved ideal ages', () => {
    expect(answersFrom({ ...nothing, minIdealAge: 28, maxIdealAge: 37 }).ageRange).toEqual({
      start: 'late-20s',
      end: 'mid-30s',
    });
  });

  it('needs a text for other', () => {
    const answers = { ...answersFrom(nothing), discoveryPreference: 'other' as const };
    expect(canFinishOther({ ...answers, discoveryPreferenceOther: '   ' })).toBe(false);
    expect(canFinishOther({ ...answers, discoveryPreferenceOther: 'voice notes' })).toBe(true);
  });

  it('sends the vibe-check fields, ages together', () => {
    let answers: VibeAnswers = { ...answersFrom(nothing), relationshipStatus: 'open', preferredSex: 'female' };
    answers = pickBand(pickBand(answers, 'early-30s'), 'mid-30s');
    expect(changesOf({ ...answers, discoveryPreference: 'videos' })).toEqual([
      { Field: 'relationshipStatus', Value: 'open' },
      { Field: 'preferredSex', Value: ['female'] },
      { Field: 'minIdealAge', Value: 30 },
      { Field: 'maxIdealAge', Value: 37 },
      { Field: 'discoveryPreference', Value: 'videos' },
      { Field: 'discoveryPreferenceOther', Value: null },
    ]);
    expect(
      changesOf({
        ...answersFrom(nothing),
        relationshipStatus: 'not_looking',
        discoveryPreference: 'other',
        discoveryPreferenceOther: '  voice notes ',
      }),
    ).toEqual([
      { Field: 'relationshipStatus', Value: 'not_looking' },
      { Field: 'discoveryPreference', Value: 'other' },
      { Field: 'discoveryPreferenceOther', Value: 'voice notes' },
    ]);
  });
});
