import type { Sex } from '@ember/member-rules';

/** An example interest put in the AI prompt; `canContribute` is what the member can offer. */
export interface PromptExample {
  name: string;
  lookingFor: string;
  canContribute: string;
}

export interface PromptExampleSet {
  /** The age group the examples were chosen for, e.g. '30s'. */
  ageGroup: string;
  examples: PromptExample[];
}

interface AgeGroup {
  id: string;
  from: number;
  common: readonly PromptExample[];
  bySex: Readonly<Record<Sex, PromptExample>>;
}

const example = (name: string, lookingFor: string, canContribute: string): PromptExample => ({
  name,
  lookingFor,
  canContribute,
});

/**
 * Examples for the AI prompt by age group, with one more suited to the member's sex: real
 * interests people in each stage of life bring to small groups. Texts are 20-150 characters.
 */
const ageGroups: readonly AgeGroup[] = [
  {
    id: '20s',
    from: 0,
    common: [
      example(
        'Climbing & Bouldering',
        'People who climb at the gym after work and cheer each other on.',
        'I can teach beginners the basics of bouldering and safe falling.',
      ),
      example(
        'Side Projects',
        'Others building something on the side who want to share progress weekly.',
        'I code and design, and I am happy to give feedback on early ideas.',
      ),
      example(
        'Thrifting & Vintage',
        'Friends for weekend thrift runs and flea markets around the city.',
        'I know the best second-hand shops and how to spot quality pieces.',
      ),
    ],
    bySex: {
      female: example(
        'Women in Tech',
        'Other women starting out in tech who want to swap advice and support.',
        'I can share how I landed my first tech job and prepared for interviews.',
      ),
      male: example(
        'Pickup Basketball',
        'Guys who want a friendly weekly game where skill level does not matter.',
        'I can book a court and bring a ball, and I keep the games light.',
      ),
    },
  },
  {
    id: '30s',
    from: 30,
    common: [
      example(
        'Remote Work',
        'People working from home who miss co-working days and lunch breaks.',
        'I can find cafes and libraries that welcome laptops for the day.',
      ),
      example(
        'Home Cooking',
        'Others who like cooking a proper meal together on a weeknight.',
        'I can host and teach a few quick recipes that impress without stress.',
      ),
      example(
        'Trail Running',
        'A crew for weekend trail runs at an easy, chatty pace.',
        'I know the ravine trails well and can plan loops for every level.',
      ),
    ],
    bySex: {
      female: example(
        'Career Growth',
        'Women navigating promotions or career changes who want honest talk.',
        'I manage a team and can share how I handle negotiations and feedback.',
      ),
      male: example(
        'Walk & Talk',
        'Men who want real conversations about life while walking the city.',
        'I can plan scenic routes and keep the conversation open and easy.',
      ),
    },
  },
  {
    id: '40s',
    from: 40,
    common: [
      example(
        'Sourdough & Baking',
        'People who bake at home and like trading starters and recipes.',
        'I have kept a sourdough starter alive for years and can share some.',
      ),
      example(
        'Cycling',
        'Riders for relaxed weekend rides with a coffee stop halfway.',
        'I can plan bike-friendly routes and fix a flat tyre in minutes.',
      ),
      example(
        'Career Change',
        'Others rethinking their work who want to explore options together.',
        'I changed fields at 42 and can share what the transition took.',
      ),
    ],
    bySex: {
      female: example(
        'Hiking',
        'Women who enjoy day hikes and want reliable company on the trail.',
        'I know trails near the city and always bring a well-stocked first aid kit.',
      ),
      male: example(
        'Woodworking',
        'Others who like making things by hand and learning new techniques.',
        'I have a small workshop and can teach basic joinery and finishing.',
      ),
    },
  },
  {
    id: '50s',
    from: 50,
    common: [
      example(
        'Gardening',
        'People who grow vegetables or flowers and like swapping seeds and tips.',
        'I have grown a big vegetable garden for years and share seedlings.',
      ),
      example(
        'Wine Tasting',
        'Others curious about wine who enjoy tastings without the snobbery.',
        'I have visited many wineries and can host a relaxed tasting evening.',
      ),
      example(
        'Photography Walks',
        'Friends for unhurried photo walks through old neighbourhoods.',
        'I can help with camera settings and composing a better picture.',
      ),
    ],
    bySex: {
      female: example(
        'Book Club',
        'Women who love reading and a good discussion over tea or wine.',
        'I can choose thought-provoking books and lead an easy conversation.',
      ),
      male: example(
        'Golf',
        'Players who enjoy a casual round and do not take the score too seriously.',
        'I can teach a few basics and I know affordable courses nearby.',
      ),
    },
  },
  {
    id: '60+',
    from: 60,
    common: [
      example(
        'Volunteering',
        'People who want to give time to local causes and meet neighbours.',
        'I have volunteered for years and know groups that need a hand.',
      ),
      example(
        'Birdwatching',
        'Others who enjoy early walks in parks and spotting birds together.',
        'I can identify many local birds and lend a spare pair of binoculars.',
      ),
      example(
        'Local History',
        'Curious people who like walking tours and stories of the city.',
        'I know a lot about how the old neighbourhoods grew and love telling it.',
      ),
    ],
    bySex: {
      female: example(
        'Aqua Fitness',
        'Women who want gentle, regular exercise and good company after.',
        'I know the community pools with the friendliest morning classes.',
      ),
      male: example(
        'Chess',
        'Players of any level for a weekly game and some friendly rivalry.',
        'I have played for decades and enjoy teaching openings and tactics.',
      ),
    },
  },
];

/** The examples for the member's age group (30s when unknown): three for all, then one for their sex, or both. */
export function promptExamplesFor(age: number | null, sex: Sex | null): PromptExampleSet {
  const group = [...ageGroups].reverse().find((candidate) => (age ?? 30) >= candidate.from)!;
  const extras = sex ? [group.bySex[sex]] : [group.bySex.female, group.bySex.male];
  return { ageGroup: group.id, examples: [...group.common, ...extras] };
}

/** Every example text, for checks. */
export const allPromptExamples: readonly PromptExample[] = ageGroups.flatMap((group) => [
  ...group.common,
  group.bySex.female,
  group.bySex.male,
]);
