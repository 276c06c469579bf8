import type { RequiredDataFromCollectionSlug } from 'payload';

type ExperienceSeed = Omit<RequiredDataFromCollectionSlug<'experiences'>, 'experienceType'> & { typeId?: string };

interface Spec {
  id: string;
  title: string;
  subtitle: string;
  category: string;
  price: number;
  area: 'Revelstoke, BC' | 'Metro Vancouver, BC';
  hours: number;
  minutes: number;
  min: number;
  max: number;
  location: [name: string, address: string];
  level: string;
  about: string;
  included: string[];
  notes: [string, string][];
  host: [name: string, bio: string];
  messages: string[];
}

function experience(order: number, s: Spec, inCatalogue = true, typeId?: string): ExperienceSeed {
  return {
    experienceId: s.id,
    inCatalogue,
    order,
    typeId,
    title: s.title,
    subtitle: s.subtitle,
    category: s.category,
    language: 'English',
    requiredLevel: s.level,
    price: s.price,
    currency: 'CAD',
    area: s.area,
    country: 'Canada',
    duration: { hours: s.hours, minutes: s.minutes },
    participants: { min: s.min, max: s.max },
    location: { name: s.location[0], address: s.location[1] },
    whatToExpect: s.about,
    whatsIncluded: s.included.map((item) => ({ item })),
    notes: s.notes.map(([title, text]) => ({ title, text })),
    host: { name: s.host[0], bio: s.host[1] },
    hostMessages: s.messages.map((text) => ({ text })),
    landing: {
      heroTitle: s.title,
      heroDescription: s.subtitle,
      description: [{ text: s.about }],
      cta: {
        buttonText: 'Join',
        heading: 'Want in?',
        details: `Groups of ${s.min}-${s.max}. You see your group before you pay $${s.price} per person.`,
      },
    },
  };
}

/** The experience catalogue (spec 2 §2.12, §3): nine entries in the spec's order and prices. */
export const catalogue: ExperienceSeed[] = [
  experience(1, {
    id: 'paddleboard-workshop',
    title: 'Paddleboard workshop',
    subtitle: 'Learn to stand, steer and turn on calm water',
    category: 'Outdoors',
    price: 65,
    area: 'Revelstoke, BC',
    hours: 2,
    minutes: 0,
    min: 4,
    max: 6,
    location: ['Williamson Lake', 'Williamson Lake Rd, Revelstoke, BC V0E 2S0'],
    level: 'Beginner',
    about:
      'A certified instructor starts on the beach with balance and paddle strokes, then takes the group out on the lake. By the end you will be turning, stopping and paddling in a line together.',
    included: ['Board, paddle and leash', 'Life jacket', 'Instruction from a certified paddleboard coach'],
    notes: [
      ['What to bring', 'Swimwear or quick-dry clothes, a towel, sunscreen and water.'],
      ['Weather', 'If wind or lightning make it unsafe, the session moves to the next calm day or is refunded.'],
    ],
    host: ['Kara', 'Paddleboard coach who has taught on Revelstoke lakes for six summers.'],
    messages: ["Everyone falls in at least once. It's the best part."],
  }),
  experience(2, {
    id: 'axe-throwing',
    title: 'Axe throwing night',
    subtitle: 'Friendly competition with a coach at every lane',
    category: 'Games',
    price: 45,
    area: 'Revelstoke, BC',
    hours: 1,
    minutes: 30,
    min: 4,
    max: 12,
    location: ['Mountain Axe Club', '112 Mackenzie Ave, Revelstoke, BC V0E 2S0'],
    level: 'None',
    about:
      'A short safety briefing, then coached practice until everyone sticks a throw. The evening ends with a small tournament inside your group.',
    included: ['Lane rental', 'Coaching', 'Axes and safety briefing'],
    notes: [
      ['Shoes', 'Closed-toe shoes are required.'],
      ['Age', 'Participants must be at least 20.'],
    ],
    host: ['Dylan', 'Runs the lanes and has seen every throwing style there is.'],
    messages: ['Nobody hits the target on the first try. Nobody.'],
  }),
  experience(3, {
    id: 'mediterranean-cooking-class',
    title: 'Mediterranean cooking class',
    subtitle: 'Cook a four-course meal together, then share it at one long table',
    category: 'Food',
    price: 140,
    area: 'Metro Vancouver, BC',
    hours: 3,
    minutes: 0,
    min: 8,
    max: 10,
    location: ['Commercial Drive Kitchen Studio', '1720 Commercial Dr, Vancouver, BC V5N 4A3'],
    level: 'Beginner',
    about:
      'Mezze, a slow-cooked main, fresh bread and a simple dessert. Everyone cooks, everyone tastes, and the evening ends with dinner together.',
    included: [
      'All ingredients',
      'Aprons and equipment',
      'Dinner with a glass of wine or a soft drink',
      'Recipe cards to take home',
    ],
    notes: [['Dietary needs', 'Vegetarian options are always available; tell us about allergies when you join.']],
    host: ['Sami', 'Chef who grew up cooking for large family tables in Beirut and Vancouver.'],
    messages: ['Come hungry. We cook more than we need, on purpose.'],
  }),
  experience(4, {
    id: 'latin-dance',
    title: 'Latin dance evening',
    subtitle: 'Salsa and bachata basics with rotating partners',
    category: 'Dance',
    price: 95,
    area: 'Metro Vancouver, BC',
    hours: 2,
    minutes: 30,
    min: 6,
    max: 12,
    location: ['Studio Ritmo', '1234 Granville St, Vancouver, BC V6Z 1M4'],
    level: 'Beginner',
    about:
      'Two instructors teach the basic steps, a few turns and how to lead and follow. Partners rotate, so you dance with everyone in your group.',
    included: ['Two-hour lesson with two instructors', 'Practice social dance at the end', 'Water and snacks'],
    notes: [['What to wear', 'Comfortable clothes and shoes that turn easily; no runners with heavy grip.']],
    host: ['Valeria', 'Salsa teacher and performer who loves watching beginners find the beat.'],
    messages: ['If you can walk, you can do this.'],
  }),
  experience(5, {
    id: 'remote-work-surf-talk',
    title: 'Remote work and surf talk',
    subtitle: 'How people build a life around work and waves',
    category: 'Talks',
    price: 45,
    area: 'Metro Vancouver, BC',
    hours: 2,
    minutes: 0,
    min: 6,
    max: 8,
    location: ['Kitsilano Beach Café', '1499 Arbutus St, Vancouver, BC V6J 5N2'],
    level: 'None',
    about:
      'A remote worker who splits the year between Vancouver and surf towns talks honestly about the logistics, costs and trade-offs, then opens it up to the group.',
    included: ['Talk and open discussion', 'One drink'],
    notes: [['Format', 'Small and conversational: bring your questions.']],
    host: ['Noel', 'Software engineer who has worked remotely from eight countries.'],
    messages: ['No surfing required. Curiosity is.'],
  }),
  experience(6, {
    id: 'website-building-workshop',
    title: 'Build your own website',
    subtitle: 'Leave with a simple personal site that is live',
    category: 'Workshops',
    price: 55,
    area: 'Revelstoke, BC',
    hours: 3,
    minutes: 0,
    min: 6,
    max: 8,
    location: ['Revelstoke Community Centre', '600 Campbell Ave, Revelstoke, BC V0E 2S0'],
    level: 'Beginner',
    about:
      'Step by step, each person builds a one-page site for themselves or their project, with help at every table. No coding experience needed.',
    included: ['Guided workshop', 'A free domain suggestion list', 'Coffee and snacks'],
    notes: [['Bring', 'A laptop and a few photos you would like to use.']],
    host: ['Ari', 'Web developer who has built sites for half the small businesses in town.'],
    messages: ['By the end of the afternoon your site is online.'],
  }),
  experience(7, {
    id: 'meal-kit-cooking-contest',
    title: 'Meal-kit cooking contest',
    subtitle: 'Same box, different teams, one winner',
    category: 'Food',
    price: 50,
    area: 'Metro Vancouver, BC',
    hours: 2,
    minutes: 0,
    min: 6,
    max: 12,
    location: ['Mount Pleasant Community Kitchen', '1 Kingsway, Vancouver, BC V5T 3H7'],
    level: 'None',
    about:
      'Teams of two or three get the same meal kit and 45 minutes. Then everyone tastes, votes, and eats together.',
    included: ['Meal kit ingredients', 'Kitchen stations', 'A small prize for the winning team'],
    notes: [['Allergies', 'Tell us about allergies when you join; kits can be adjusted.']],
    host: ['Jun', 'Home cook and serial contest organiser.'],
    messages: ['Trash talk encouraged. Tasting mandatory.'],
  }),
  experience(8, {
    id: 'partner-acrobatics',
    title: 'Partner acrobatics',
    subtitle: 'Acroyoga basics: balance, trust and a lot of laughing',
    category: 'Movement',
    price: 30,
    area: 'Metro Vancouver, BC',
    hours: 1,
    minutes: 30,
    min: 4,
    max: 10,
    location: ['Main Street Movement Studio', '3915 Main St, Vancouver, BC V5V 3P2'],
    level: 'Beginner',
    about:
      'Warm-up, then simple two- and three-person poses with a spotter at every step. No strength or flexibility needed to start.',
    included: ['Mats and instruction', 'Spotting at every pose'],
    notes: [['What to wear', 'Fitted clothes you can move in; no jewellery.']],
    host: ['Tess', 'Acroyoga teacher and former gymnast.'],
    messages: ['You will be flying by the end. Low, but flying.'],
  }),
  experience(9, {
    id: 'hike-with-water-dip',
    title: 'Hike with a water dip',
    subtitle: 'A forest trail that ends at a cold, clear lake',
    category: 'Outdoors',
    price: 60,
    area: 'Revelstoke, BC',
    hours: 3,
    minutes: 0,
    min: 6,
    max: 12,
    location: ['Begbie Falls trailhead', 'Begbie Falls Rd, Revelstoke, BC V0E 2S0'],
    level: 'Moderate',
    about:
      'A guided hike at a relaxed pace through cedar forest to the falls and the lake, a dip for those who want one, and snacks on the shore.',
    included: ['Guide', 'Trail snacks', 'A warm drink after the dip'],
    notes: [
      ['Bring', 'Hiking shoes, swimwear, a towel and a layer.'],
      ['Fitness', 'About 6 km with some climbing.'],
    ],
    host: ['Maddie', 'Hiking guide who knows every trail around Mount Revelstoke.'],
    messages: ['The water is cold. That is the point.'],
  }),
];

/** The experience landing's fallback for unknown ids (spec 3 §2.5): shuffle dance, 50, 6-12, 2-3 h. */
export const shuffleDance: ExperienceSeed = experience(
  10,
  {
    id: 'shuffle-dance',
    title: 'Shuffle dance',
    subtitle: 'Learn the shuffle in one evening, in a crew that picked each other',
    category: 'Dance',
    price: 50,
    area: 'Metro Vancouver, BC',
    hours: 2,
    minutes: 30,
    min: 6,
    max: 12,
    location: ['Studio Ritmo', '1234 Granville St, Vancouver, BC V6Z 1M4'],
    level: 'Beginner',
    about:
      'The running man, the T-step and how to link them, taught slowly enough for anyone and fast enough to feel like dancing. The evening ends with the whole group on the floor.',
    included: ['Two-and-a-half-hour session', 'Music and instruction', 'Video of your group routine'],
    notes: [['What to wear', 'Trainers with a smooth sole and comfortable clothes.']],
    host: ['Kai', 'Shuffle dancer and teacher with a following for his beginner classes.'],
    messages: ['Give me two hours and you will shuffle.'],
  },
  false,
  'advenchy-dance',
);

export const allExperiences: ExperienceSeed[] = [...catalogue, shuffleDance];
