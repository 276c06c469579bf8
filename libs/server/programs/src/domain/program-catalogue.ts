import { type SeasonCalendar, firstCityTimeZone } from '@ember/time-zones';
import type { ProgramDefinition, Track } from './program.entity.js';

/** 'salsa / bachata' → { id: 'salsa-bachata', name: 'salsa / bachata' }, as the CMS names them. */
function tracks(...names: string[]): Track[] {
  return names.map((name) => ({
    id: name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    name,
  }));
}

const studio = { requiresInterests: false, requiresNeighborhood: true, allowsHosting: false, requiresTimeSlots: true };

function weekly(
  cohortDeadline: Date,
  id: string,
  name: string,
  summary: string,
  options: Partial<ProgramDefinition> & Pick<ProgramDefinition, 'priceCents' | 'weeks' | 'sessionMinutes'>,
): ProgramDefinition {
  return {
    id,
    slug: id,
    name,
    summary,
    kind: 'program',
    ...studio,
    enrollmentDeadline: cohortDeadline,
    tracks: [],
    currency: 'CAD',
    priceUnit: 'per-session',
    minGroupSize: 6,
    maxGroupSize: 12,
    ...options,
  };
}

const dayLabel = (at: Date, options: Intl.DateTimeFormatOptions) =>
  at.toLocaleString('en-US', { timeZone: firstCityTimeZone, ...options });
const weekdayDate = (at: Date) => dayLabel(at, { weekday: 'short', month: 'short', day: 'numeric' });
const longDate = (at: Date) => dayLabel(at, { weekday: 'long', month: 'long', day: 'numeric' });

/**
 * The programs members enrol in: the eight multi-week programs with detail pages (spec 1 §2.9,
 * tracks from §3) and the four campaigns (spec 2 §9), their deadlines and dates taken from the
 * season (relative to the day the seed runs, as the CMS seed's are). Prices are integer cents.
 */
export function programCatalogue(season: SeasonCalendar): ProgramDefinition[] {
  const cohort = season.cohortDeadline;
  const [saturday, sunday] = season.coffee.meetups.map((meetup) => weekdayDate(meetup.startsAt));
  return [
    weekly(
      cohort,
      'partner-dance',
      'Partner dance',
      'Learn to lead, follow and laugh at your own feet, with the same group every week.',
      {
        tracks: tracks(
          'salsa / bachata',
          'swing / lindy hop',
          'argentine tango',
          'brazilian zouk',
          'ballroom basics',
          'blues',
        ),
        priceCents: 4500,
        weeks: 4,
        sessionMinutes: 90,
      },
    ),
    weekly(cohort, 'solo-dance', 'Solo dance', 'Choreography in a small crew that cheers you on.', {
      tracks: tracks(
        'hip hop',
        'k-pop',
        'house / afrobeats',
        'commercial / heels',
        'contemporary',
        'jazz funk',
        'breaking',
      ),
      priceCents: 4500,
      weeks: 4,
      sessionMinutes: 75,
    }),
    weekly(
      cohort,
      'cooking-series',
      'Cooking series',
      'Cook a full meal together each week, then sit down and eat it.',
      {
        allowsHosting: true,
        priceCents: 8500,
        weeks: 4,
        sessionMinutes: 150,
        maxGroupSize: 10,
      },
    ),
    weekly(
      cohort,
      'pottery',
      'Pottery',
      'Wheel and hand-building, from a first lump of clay to a finished glazed piece.',
      {
        priceCents: 7000,
        weeks: 6,
        sessionMinutes: 120,
        maxGroupSize: 8,
      },
    ),
    weekly(
      cohort,
      'movement-trust',
      'Movement & trust',
      'Partner work that needs a little courage and a lot of laughing.',
      {
        tracks: tracks('acroyoga', 'handstand', 'dance lifts'),
        priceCents: 5000,
        weeks: 4,
        sessionMinutes: 90,
      },
    ),
    weekly(
      cohort,
      'communication-performance',
      'Communication & performance',
      'Say yes, speak up, and get comfortable being watched.',
      { tracks: tracks('improv', 'public speaking', 'mixed'), priceCents: 5500, weeks: 5, sessionMinutes: 120 },
    ),
    weekly(cohort, 'art-making', 'Art making', 'A studio evening each week with materials, guidance and company.', {
      tracks: tracks('painting', 'sculpture', 'printmaking', 'mixed media'),
      priceCents: 6000,
      weeks: 4,
      sessionMinutes: 120,
      maxGroupSize: 10,
    }),
    weekly(
      cohort,
      'ai-future-skills',
      'AI & future skills',
      'Hands-on workshops on using AI tools well, in a group that learns together.',
      { requiresInterests: true, allowsHosting: true, priceCents: 6500, weeks: 3, sessionMinutes: 120 },
    ),
    {
      id: 'prog-coffee',
      slug: 'coffee',
      name: 'Weekend coffee',
      summary: `Small groups of 4-6 at a coffee shop on a weekend morning: ${saturday} or ${sunday}.`,
      kind: 'campaign',
      requiresInterests: true,
      requiresNeighborhood: true,
      allowsHosting: false,
      requiresTimeSlots: true,
      enrollmentDeadline: season.coffee.deadline,
      tracks: [],
      priceCents: 1000,
      currency: 'CAD',
      priceUnit: 'deposit',
      minGroupSize: 4,
      maxGroupSize: 6,
      weeks: null,
      sessionMinutes: 90,
    },
    {
      id: 'prog-halloween-2025',
      slug: 'halloween-2025',
      name: 'Halloween night 2025',
      summary: `Pick your events, meet your crew at a pre-game, and go out together on ${longDate(season.halloween.startsAt)}.`,
      kind: 'campaign',
      requiresInterests: false,
      requiresNeighborhood: true,
      allowsHosting: false,
      requiresTimeSlots: false,
      enrollmentDeadline: season.halloween.deadline,
      tracks: [],
      priceCents: 0,
      currency: 'CAD',
      priceUnit: 'per-event',
      minGroupSize: 4,
      maxGroupSize: 6,
      weeks: null,
      sessionMinutes: null,
    },
    {
      id: 'prog-halloween-mystery',
      slug: 'halloween-mystery',
      name: 'Halloween mystery',
      summary: `Your group and the location are revealed at the last minute; you meet on ${longDate(season.halloween.startsAt)}.`,
      kind: 'campaign',
      requiresInterests: true,
      requiresNeighborhood: true,
      allowsHosting: false,
      requiresTimeSlots: false,
      enrollmentDeadline: season.halloween.deadline,
      tracks: [],
      priceCents: 0,
      currency: 'CAD',
      priceUnit: 'per-event',
      minGroupSize: 4,
      maxGroupSize: 6,
      weeks: null,
      sessionMinutes: 180,
    },
    {
      id: 'prog-brains-and-barstools',
      slug: 'brains-and-barstools',
      name: 'Brains and Barstools',
      summary: `A talk on running by a professor, in a bar, with a group you picked: ${longDate(season.brainsAndBarstools.startsAt)}, 6-8 PM.`,
      kind: 'campaign',
      requiresInterests: true,
      requiresNeighborhood: false,
      allowsHosting: false,
      requiresTimeSlots: false,
      enrollmentDeadline: season.brainsAndBarstools.deadline,
      tracks: [],
      priceCents: 3328,
      currency: 'CAD',
      priceUnit: 'per-event',
      minGroupSize: 4,
      maxGroupSize: 6,
      weeks: null,
      sessionMinutes: 120,
    },
  ];
}

/**
 * Campaign paths that name a program (spec 1 §9): /coffee → prog-coffee and so on. A Map: a slug
 * from a URL such as `constructor` must find nothing, not a property every object inherits.
 */
export const programSlugAliases: ReadonlyMap<string, string> = new Map([
  ['coffee', 'prog-coffee'],
  ['halloween-2025', 'prog-halloween-2025'],
  ['halloween-mystery', 'prog-halloween-mystery'],
  ['brains-and-barstools', 'prog-brains-and-barstools'],
]);

/** The program id a slug or path names: an alias, else the slug itself (detail ids are their own slugs). */
export function programIdForSlug(slug: string): string {
  const key = slug
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  return programSlugAliases.get(key) ?? key;
}
