// The demo pool: members of the open coffee round, with complete profiles, who pick each other.
import { type TimeSlot, slotFromLabels, weekendSlots } from '@ember/member-rules';

/** Every demo account is at this domain: that is how demo data is told apart. */
export const demoDomain = 'demo.ember.local';
/** The demo operator: an admin who moves the demo round on. */
export const demoOperatorEmail = `operator@${demoDomain}`;
export const demoProgramId = 'prog-coffee';

/**
 * Everyone shares downtown and every weekend slot the sign-up offers, and accepts any neighbourhood
 * besides: a newcomer who picks them can share a group with them whatever they answered.
 */
export interface DemoMember {
  firstName: string;
  age: number;
  sex: 'male' | 'female';
  neighborhoods: string[];
  interest: { name: string; lookingFor: string; contribute: string };
  /** Background and accent colours of the portrait made for them. */
  colours: [string, string];
}

export const demoTimeSlots: TimeSlot[] = weekendSlots.flatMap((slot) => slotFromLabels(slot) ?? []);

const member = (
  firstName: string,
  age: number,
  sex: DemoMember['sex'],
  neighborhoods: string[],
  interest: [string, string, string],
  colours: [string, string],
): DemoMember => ({
  firstName,
  age,
  sex,
  neighborhoods: [...neighborhoods, 'anywhere'],
  interest: { name: interest[0], lookingFor: interest[1], contribute: interest[2] },
  colours,
});

export const demoMembers: readonly DemoMember[] = [
  member(
    'Maya',
    29,
    'female',
    ['downtown', 'west-end'],
    ['Board games', 'people who like a slow strategy game and a chat', 'a shelf of games and patience with the rules'],
    ['#f4c9a8', '#b5542d'],
  ),
  member(
    'Jonah',
    31,
    'male',
    ['downtown', 'east-end'],
    ['Film photography', 'company on early-morning photo walks', 'a spare camera and tips on developing'],
    ['#c8dcf0', '#2f5d8a'],
  ),
  member(
    'Priya',
    27,
    'female',
    ['downtown', 'midtown'],
    ['Bouldering', 'people to climb with after work', 'beta for every problem at the local gym'],
    ['#d9f0d3', '#3f7f3a'],
  ),
  member(
    'Luca',
    33,
    'male',
    ['downtown', 'west-end'],
    ['Home cooking', 'friends to swap recipes and dinners with', 'a mean risotto and a well-stocked spice rack'],
    ['#f6e3b4', '#9a6b12'],
  ),
  member(
    'Amara',
    30,
    'female',
    ['downtown', 'east-end'],
    ['Book club', 'readers who like to argue kindly', 'a list of novels worth the argument'],
    ['#ead7f2', '#6b3f8a'],
  ),
  member(
    'Sam',
    28,
    'male',
    ['downtown', 'uptown'],
    ['Running', 'a crew for easy weekend long runs', 'routes along the lake and a good pace'],
    ['#cfeef0', '#1f6f75'],
  ),
  member(
    'Noor',
    32,
    'female',
    ['downtown', 'west-end'],
    ['Pottery', 'people to share wheel time with', 'a little glazing know-how'],
    ['#f2d0d0', '#9b3b3b'],
  ),
  member(
    'Theo',
    30,
    'male',
    ['downtown', 'west-end'],
    ['Live music', 'someone to catch small shows with', 'tickets news from every venue in town'],
    ['#dde3f7', '#3b4f9b'],
  ),
  member(
    'Grace',
    26,
    'female',
    ['east-end', 'downtown'],
    ['Cycling', 'riders for slow Sunday rides', 'a spare helmet and a repair kit'],
    ['#fbe7c6', '#b06f00'],
  ),
  member(
    'Ravi',
    34,
    'male',
    ['downtown', 'midtown'],
    ['Trivia nights', 'a team that enjoys losing gracefully', 'an unreasonable amount of geography'],
    ['#d6f5e3', '#23804f'],
  ),
  member(
    'Elena',
    29,
    'female',
    ['downtown', 'midtown'],
    ['Language exchange', 'people practising Spanish or Italian', 'patient conversation in both'],
    ['#f9d9e8', '#a23a6f'],
  ),
];

export const demoEmail = (member: DemoMember) => `${member.firstName.toLowerCase()}@${demoDomain}`;
