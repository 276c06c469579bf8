import type { SeasonCalendar } from '@ember/time-zones';
import type { RequiredDataFromCollectionSlug } from 'payload';

import type { Refs } from '../upsert';
import { dateOf, dayLabel, items, link, paragraphs, steps } from './blocks';
import type { LayoutBlock } from './blocks';

/** The coffee weekend's two mornings, as the season has them. */
function meetupDays(season: SeasonCalendar) {
  return season.coffee.meetups.map((meetup) => meetup.date);
}

export const coffeeSteps = (season: SeasonCalendar) => {
  const [saturday, sunday] = meetupDays(season) as [string, string];
  return steps(
    ['Make your profile', 'About 2 minutes: a photo, a few basics, and what you are into.'],
    [
      'Browse and pick',
      "See who else signed up for the weekend and privately pick the people you'd like to meet. Nobody sees your picks.",
    ],
    ['Groups form', 'Groups of 4-6 are made only from mutual picks, within 24-48 hours of the round closing.'],
    ['Review and commit', 'You see your group first and have 24 hours to join. A refundable deposit holds your seat.'],
    [
      'Meet for coffee',
      `${dayLabel(saturday, 'weekday')} or ${dayLabel(sunday, 'weekday')}, weekend morning, at a coffee shop. Later: group activities and recommendations.`,
    ],
  );
};

export const comparisonRows = [
  {
    topic: 'Dating apps',
    alternative: 'Endless swiping and one-to-one chats that fizzle before anyone meets.',
    ours: 'No swiping, no chat. You meet in person, in a small group, with people who picked you too.',
  },
  {
    topic: 'Big meetups',
    alternative: 'Forty strangers, name tags, and talking to the two people nearest the door.',
    ours: 'Four to six people around one table, every one of them chosen.',
  },
  {
    topic: 'Classes on your own',
    alternative: 'You learn something, but everyone leaves the moment it ends.',
    ours: 'The group is the point: the same people, and a reason to stay after.',
  },
  {
    topic: 'Friends of friends',
    alternative: 'Lovely, but it is the same circle, and it runs out.',
    ours: 'New people from across the city who want the same thing you do.',
  },
  {
    topic: 'Going out alone',
    alternative: 'Brave, sometimes great, often a long evening at the bar.',
    ours: 'You arrive with a group already made, so the hard part is done.',
  },
];

export function coffeeCampaign(refs: Refs, season: SeasonCalendar): RequiredDataFromCollectionSlug<'campaigns'> {
  const [saturday, sunday] = meetupDays(season) as [string, string];
  const deadline = dateOf(season.coffee.deadline);
  const layout: LayoutBlock[] = [
    {
      blockType: 'hero',
      eyebrow: 'weekend coffee · toronto',
      heading: 'Coffee with people who picked you too',
      subheading:
        'Small groups, one coffee shop, a weekend morning. Open to friendship, open to dating, never a dating app.',
      primaryCta: link('count me in', '/start/coffee'),
      secondaryCta: link('how it works', '#how-it-works'),
      note: `Upcoming: ${dayLabel(saturday)} and ${dayLabel(sunday)}.`,
      background: 'theme',
    },
    {
      blockType: 'countdown',
      heading: `Register before ${dayLabel(deadline, 'day')}`,
      target: season.coffee.deadline.toISOString(),
      note: 'Groups are formed right after.',
    },
    {
      blockType: 'featureList',
      heading: 'Pick what you are into',
      presentation: 'grid',
      items: items(
        ['Creative', 'Art, music, writing, making things.'],
        ['Entrepreneurial', 'Building something of your own.'],
        ['Active', 'Running, climbing, anything that moves.'],
        ['Cultural', 'Film, food, books, museums.'],
        ['Tech', 'Code, products, gadgets, ideas.'],
        ['Exploring', 'New neighbourhoods, new things, saying yes.'],
      ),
    },
    {
      blockType: 'storyCards',
      heading: 'Who will you meet?',
      intro: 'A few of the kinds of people who sign up.',
      showMoreLabel: 'show more examples',
      sets: refs.ids(
        'story-card-sets',
        Array.from({ length: 11 }, (_, i) => `Set ${i + 1}`),
      ),
      flipStaggerMs: 100,
    },
    {
      blockType: 'howItWorks',
      anchor: 'how-it-works',
      heading: 'How it works',
      presentation: 'carousel',
      cardWidth: 280,
      steps: coffeeSteps(season),
    },
    {
      blockType: 'comparisonTable',
      heading: 'Why not just…',
      alternativeLabel: 'the usual way',
      ourLabel: 'weekend coffee',
      rows: comparisonRows,
    },
    {
      blockType: 'content',
      heading: 'Can I find a romantic partner here?',
      paragraphs: paragraphs(
        'You can. When you sign up you say whether you are open to romance, friendship or both, and groups respect that.',
        "There is no pressure and no one-to-one first date: you meet in a small group over coffee, and if there is a spark, you'll know.",
      ),
    },
    {
      blockType: 'faqAccordion',
      heading: 'Questions',
      faqs: refs.ids(
        'faqs',
        Array.from({ length: 7 }, (_, i) => `coffee-${i + 1}`),
      ),
    },
    {
      blockType: 'callToAction',
      heading: 'Your weekend, with people who chose you',
      text: 'Sign up, pick, and see your group before you commit.',
      button: link('count me in', '/start/coffee'),
      note: 'Interest costs nothing. A refundable deposit once your group is ready.',
    },
  ];
  return {
    title: 'Weekend coffee',
    slug: 'coffee',
    programId: 'prog-coffee',
    campaignPath: 'coffee',
    startPath: '/start/coffee',
    logUtm: false,
    eventDates: [
      ...season.coffee.meetups.map((meetup) => ({
        label: dayLabel(meetup.date),
        startsAt: meetup.startsAt.toISOString(),
      })),
    ],
    meta: {
      title: 'Weekend coffee in small groups',
      description: 'Meet 4-6 people who picked you too, over coffee on a weekend morning in Toronto.',
    },
    layout,
  };
}
