import type { SeasonCalendar } from '@ember/time-zones';
import type { RequiredDataFromCollectionSlug } from 'payload';

type TypeSeed = Omit<RequiredDataFromCollectionSlug<'experience-types'>, 'experiences'> & { experienceIds: string[] };

const paragraphs = (...texts: string[]) => texts.map((text) => ({ text }));
const option = (group: string, value: string, label: string) => ({ group, value, label });

/**
 * The five experience types (spec 3 §2.6) with the prices and capacities of spec 3 §9; their dates
 * come from the season, so none is past.
 */
export const experienceTypes = (season: SeasonCalendar): TypeSeed[] => [
  {
    typeId: 'advenchy-dance',
    title: 'Shuffle dance',
    tagline: 'One evening, one routine, one crew',
    description: paragraphs(
      'Learn to shuffle in a group of people who picked each other. No experience needed, just trainers.',
    ),
    price: 50,
    currency: 'CAD',
    durationText: '2-3 h',
    participants: { min: 6, max: 12 },
    area: 'Metro Vancouver, BC',
    experienceIds: ['shuffle-dance'],
  },
  {
    typeId: 'hike-group',
    title: 'Hike group',
    tagline: 'Trails around Revelstoke with people you chose',
    description: paragraphs('Guided hikes at a relaxed pace, ending somewhere worth the climb.'),
    price: 60,
    currency: 'CAD',
    durationText: '3 h',
    participants: { min: 6, max: 12 },
    area: 'Revelstoke, BC',
    experienceIds: ['hike-with-water-dip'],
  },
  {
    typeId: 'learn-to-dance',
    title: 'Learn to dance',
    tagline: 'Beginner classes and a Latin dance workshop',
    description: paragraphs(
      'Beginner dance classes: $40 per person, 10-12 people, 2 hours.',
      'Latin dance workshop: $120 per person, 5-20 people, 3 hours.',
    ),
    price: 40,
    currency: 'CAD',
    durationText: '2 h',
    participants: { min: 10, max: 12 },
    area: 'Metro Vancouver, BC',
    experienceIds: ['latin-dance'],
  },
  {
    typeId: 'night-out',
    route: '/yvr',
    title: 'Night out in Vancouver',
    tagline: 'Tell us what you like; we form the group and pick the place',
    description: paragraphs(
      'Arcades, live music, comedy, karaoke, rooftops: choose what you are into and your budget, and go out with a group that picked each other.',
    ),
    currency: 'CAD',
    participants: { min: 4, max: 6 },
    area: 'Metro Vancouver, BC',
    availableDates: season.experienceDates.map((date) => ({ date })),
    options: [
      option('activity', 'arcade', 'arcade'),
      option('activity', 'bars_lounges', 'bars & lounges'),
      option('activity', 'live_music', 'live music'),
      option('activity', 'nightclubs', 'nightclubs'),
      option('activity', 'comedy_shows', 'comedy shows'),
      option('activity', 'karaoke', 'karaoke'),
      option('activity', 'themed_parties', 'themed parties'),
      option('activity', 'speakeasies', 'speakeasies'),
      option('activity', 'rooftop_events', 'rooftop events'),
      option('budget', '0-20', '$0-20'),
      option('budget', '20-50', '$20-50'),
      option('budget', '50-100', '$50-100'),
      option('budget', '100-200', '$100-200'),
      option('budget', '200+', '$200+'),
    ],
    joinPath: '/emberite/experiences/join',
    experienceIds: [],
  },
  {
    typeId: 'poetry-night',
    route: '/poetry',
    title: 'Poetry night',
    tagline: 'Friday evenings of reading, listening and talking in Revelstoke',
    description: paragraphs(
      'Bring a poem you wrote or one you love, or just come to listen. Small groups, a warm room and a long conversation after.',
      'Spots are limited and not guaranteed: the more Fridays you can make, the better your chance.',
    ),
    price: 40,
    currency: 'CAD',
    durationText: '3-4 h',
    participants: { min: 8, max: 12 },
    area: 'Revelstoke, BC',
    availableDates: season.poetryNights.map((date) => ({ date })),
    joinPath: '/emberite/experiences/poetry-night/join',
    experienceIds: [],
  },
];
