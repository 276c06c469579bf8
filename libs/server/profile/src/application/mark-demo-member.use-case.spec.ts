import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '@ember/kernel';
import { Profile } from '../domain/profile.entity.js';
import { InMemoryProfiles } from '../testing/in-memory-repositories.js';
import { MarkDemoMemberUseCase } from './mark-demo-member.use-case.js';

const now = new Date('2026-11-29T07:00:00Z');
const userId = '0194b1a2-0000-7000-8000-00000000000d';

class SavedProfiles extends InMemoryProfiles {
  saved = 0;
  override async save() {
    this.saved++;
  }
}

function setUp(demoAllowed: boolean) {
  const profile = Profile.register(
    userId,
    { firstName: 'Maya', age: 29, sex: 'female', location: 'Canada:Ontario:Toronto', newLocation: null },
    { activityPreferences: null, neighborhoods: null, canHost: null, hostingDetails: null, availableTimeSlots: null },
    new Date('2026-11-01T00:00:00Z'),
  );
  const profiles = new SavedProfiles([profile]);
  return { profile, profiles, useCase: new MarkDemoMemberUseCase(profiles, new FixedClock(now), demoAllowed) };
}

describe('MarkDemoMemberUseCase', () => {
  it('marks the profile as a demo member once', async () => {
    const { profile, profiles, useCase } = setUp(true);
    expect(profile.demo).toBe(false);
    await useCase.execute({ userId });
    await useCase.execute({ userId });
    expect(profile.demo).toBe(true);
    expect(profile.updatedAt).toEqual(now);
    expect(profiles.saved).toBe(1);
  });

  it('refuses in production mode and leaves the profile as it was', async () => {
    const { profile, profiles, useCase } = setUp(false);
    await expect(useCase.execute({ userId })).rejects.toMatchObject({ code: 'profile.demo-refused' });
    expect(profile.demo).toBe(false);
    expect(profiles.saved).toBe(0);
  });

  it('says so when the member has no profile yet', async () => {
    const { useCase } = setUp(true);
    await expect(useCase.execute({ userId: '0194b1a2-0000-7000-8000-0000000000ff' })).rejects.toMatchObject({
      code: 'profile.not-found',
    });
  });
});
