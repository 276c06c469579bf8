import { describe, expect, it } from '@jest/globals';
import { parseExperienceRegistration, registrationMessages } from './experience-registration.entity.js';

const experience = {
  availability: ['2025-02-15', '2025-02-14', '2025-02-14'],
  activities: ['karaoke', 'live_music'],
  budget: { ideal: '20-50', max: '50-100' },
  videoAgreement: 'yes',
  depositAgreement: 'no',
};

function failure(raw: object): string {
  try {
    parseExperienceRegistration(raw);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a failure');
}

describe('experience registration', () => {
  it('keeps the answers, dates sorted and deduplicated', () => {
    expect(parseExperienceRegistration(experience)).toMatchObject({
      experience: 'experience',
      availability: ['2025-02-14', '2025-02-15'],
      activities: ['karaoke', 'live_music'],
      idealBudget: '20-50',
      maxBudget: '50-100',
      videoAgreement: 'yes',
      depositAgreement: 'no',
    });
  });

  it('gives the spec alerts', () => {
    expect(failure({ ...experience, videoAgreement: 'no' })).toBe('Uploading videos is mandatory to be discoverable.');
    expect(failure({ ...experience, availability: [] })).toBe(
      'Please select at least one availability option. More options mean a higher chance of snagging a spot.',
    );
    expect(failure({ experience: 'poetry-night', availability: ['2025-02-14'] })).toBe(
      'Make sure you understand that the spot is not guaranteed (check the box)',
    );
    expect(failure({ ...experience, depositAgreement: undefined })).toBe(registrationMessages.depositAgreement);
    expect(failure({ ...experience, budget: { ideal: '100-200', max: '0-20' } })).toBe(
      registrationMessages.budgetOrder,
    );
    expect(failure({ ...experience, budget: undefined })).toBe(registrationMessages.budget);
    expect(failure({ ...experience, availability: ['2025-02-30'] })).toBe(
      'Each availability is a date written YYYY-MM-DD.',
    );
  });

  it('places a poetry-night registration in Revelstoke', () => {
    expect(
      parseExperienceRegistration({ experience: 'poetry-night', availability: ['2025-02-21'], acknowledged: true }),
    ).toMatchObject({
      experience: 'poetry-night',
      acknowledged: true,
      location: 'CA:BC:Revelstoke',
      videoAgreement: null,
    });
  });
});
