import type { RequiredDataFromCollectionSlug } from 'payload';

type ProgramSeed = RequiredDataFromCollectionSlug<'programs'>;

function program(
  order: number,
  programId: string,
  component: string,
  card: ProgramSeed['card'],
  tracks: string[] = [],
  onProgramsPage = true,
): ProgramSeed {
  const trackId = (name: string) =>
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return {
    order,
    programId,
    component,
    onProgramsPage,
    card,
    tracks: tracks.map((name) => ({ trackId: trackId(name), name })),
  };
}

const gradient = (from: string, to: string) => `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;

/** Program cards (spec 1 §3): the eight detail programs and the four campaign programs. */
export const programs: ProgramSeed[] = [
  program(
    1,
    'partner-dance',
    'PartnerDanceProgram',
    {
      title: 'partner dance',
      subtitle: 'learn to lead, follow and laugh at your own feet, with the same group every week',
      badges: { duration: '90 min sessions', length: '4 weeks', groupSize: '6-12 people' },
      priceText: '$45 per session',
      bgGradient: gradient('#7A2E3F', '#A8566A'),
    },
    ['salsa / bachata', 'swing / lindy hop', 'argentine tango', 'brazilian zouk', 'ballroom basics', 'blues'],
  ),
  program(
    2,
    'solo-dance',
    'SoloDanceProgram',
    {
      title: 'solo dance',
      subtitle: 'choreography in a small crew that cheers you on',
      badges: { duration: '75 min sessions', length: '4 weeks', groupSize: '6-12 people' },
      priceText: '$45 per session',
      bgGradient: gradient('#4F46E5', '#EC4899'),
    },
    ['hip hop', 'k-pop', 'house / afrobeats', 'commercial / heels', 'contemporary', 'jazz funk', 'breaking'],
  ),
  program(3, 'cooking-series', 'CookingSeriesProgram', {
    title: 'cooking series',
    subtitle: 'cook a full meal together each week, then sit down and eat it',
    badges: { duration: '2.5 hour sessions', length: '4 weeks', groupSize: '6-10 people' },
    priceText: '$85 per session',
    bgGradient: gradient('#B5523B', '#D9B48F'),
  }),
  program(4, 'pottery', 'PotteryProgram', {
    title: 'pottery',
    subtitle: 'wheel and hand-building, from first lump of clay to a finished glazed piece',
    badges: { duration: '2 hour sessions', length: '6 weeks', groupSize: '6-8 people' },
    priceText: '$70 per session',
    bgGradient: gradient('#A44A6B', '#7A8450'),
  }),
  program(
    5,
    'movement-trust',
    'MovementTrustProgram',
    {
      title: 'movement & trust',
      subtitle: 'partner work that needs a little courage and a lot of laughing',
      badges: { duration: '90 min sessions', length: '4 weeks', groupSize: '6-12 people' },
      priceText: '$50 per session',
      bgGradient: gradient('#2A9D8F', '#4EA8DE'),
    },
    ['acroyoga', 'handstand', 'dance lifts'],
  ),
  program(
    6,
    'communication-performance',
    'CommunicationPerformanceProgram',
    {
      title: 'communication & performance',
      subtitle: 'say yes, speak up, and get comfortable being watched',
      badges: { duration: '2 hour sessions', length: '5 weeks', groupSize: '6-12 people' },
      priceText: '$55 per session',
      bgGradient: gradient('#1D3557', '#457B9D'),
    },
    ['improv', 'public speaking', 'mixed'],
  ),
  program(
    7,
    'art-making',
    'ArtMakingProgram',
    {
      title: 'art making',
      subtitle: 'a studio evening each week with materials, guidance and company',
      badges: { duration: '2 hour sessions', length: '4 weeks', groupSize: '6-10 people' },
      priceText: '$60 per session',
      bgGradient: gradient('#5B5F97', '#B8A1D9'),
    },
    ['painting', 'sculpture', 'printmaking', 'mixed media'],
  ),
  program(8, 'ai-future-skills', 'AiFutureSkillsProgram', {
    title: 'ai & future skills',
    subtitle: 'hands-on workshops on using ai tools well, in a group that learns together',
    badges: { duration: '2 hour sessions', length: '3 weeks', groupSize: '6-12 people' },
    priceText: '$65 per session',
    bgGradient: gradient('#0F766E', '#84CC16'),
  }),
  program(
    9,
    'prog-coffee',
    'CoffeeCampaign',
    {
      title: 'weekend coffee',
      subtitle: 'small groups at a coffee shop, Sat Dec 6 or Sun Dec 7',
      badges: { duration: '90 minutes', length: 'one morning', groupSize: '4-6 people' },
      priceText: 'refundable deposit',
      bgGradient: gradient('#6F4E37', '#C8A27A'),
    },
    [],
    false,
  ),
  program(
    10,
    'prog-halloween-2025',
    'Halloween2025Campaign',
    {
      title: 'halloween night 2025',
      subtitle: 'pick your events, meet your crew at a pre-game, go out together on Oct 31',
      badges: { duration: 'all night', length: 'Fri Oct 31', groupSize: '4-6 people' },
      priceText: 'event tickets free or paid',
      bgGradient: gradient('#240046', '#FF8C1A'),
    },
    [],
    false,
  ),
  program(
    11,
    'prog-halloween-mystery',
    'HalloweenMysteryCampaign',
    {
      title: 'halloween mystery',
      subtitle: 'your group and location are revealed at the last minute',
      badges: { duration: 'one evening', length: 'Fri Oct 31', groupSize: '4-6 people' },
      priceText: 'free to join',
      bgGradient: gradient('#1B4332', '#D4A017'),
    },
    [],
    false,
  ),
  program(
    12,
    'prog-brains-and-barstools',
    'BrainsAndBarstoolsCampaign',
    {
      title: 'brains and barstools',
      subtitle: 'a talk on running by a professor, in a bar, with a group you picked',
      badges: { duration: '6-8 PM', length: 'Tue Nov 4', groupSize: '4-6 people' },
      priceText: '$33.28 early bird',
      bgGradient: gradient('#4A3324', '#C8A27A'),
    },
    [],
    false,
  ),
];
