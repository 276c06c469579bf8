import { describe, expect, it } from '@jest/globals';
import { neighborhoods, slotFromLabels, weekendSlots } from '@ember/member-rules';
import { demoMembers, demoTimeSlots } from './demo-members.js';

// A newcomer answers the sign-up's own questions: the demo pool has to fit whatever they choose,
// or formation can never put them beside the demo members they picked.
describe('the demo pool', () => {
  it('is free at every weekend slot the sign-up offers', () => {
    const offered = weekendSlots.map((slot) => slotFromLabels(slot));
    expect(offered).toHaveLength(4);
    expect(demoTimeSlots).toEqual(offered);
  });

  it('accepts any neighbourhood, from the sign-up’s own list', () => {
    for (const member of demoMembers) {
      expect(member.neighborhoods).toContain('anywhere');
      for (const hood of member.neighborhoods) expect(neighborhoods).toContain(hood);
    }
  });
});
