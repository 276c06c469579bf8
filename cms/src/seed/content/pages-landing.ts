import type { SeasonCalendar } from '@ember/time-zones';
import type { RequiredDataFromCollectionSlug } from 'payload';

import type { Refs } from '../upsert';
import { items, link, paragraphs, steps } from './blocks';
import { comparisonRows, coffeeSteps } from './campaigns-coffee';

type PageSeed = RequiredDataFromCollectionSlug<'pages'>;

/** The programs brand's root landing (spec 2 §2.4). */
export function programsHome(refs: Refs): PageSeed {
  return {
    title: 'Programs landing',
    slug: 'home',
    path: '/',
    forcedTheme: refs.id('themes', 'slate-burgundy-plum'),
    meta: {
      title: 'Meet people through a shared activity',
      description: '3-6 week group programs in Toronto: groups of 6-12 formed from mutual interest.',
    },
    layout: [
      {
        blockType: 'hero',
        heading: 'Meet your people in a small group that chose you',
        subheading:
          'Groups of 6-12 who picked each other meet weekly for 3-6 weeks to learn something together in Toronto.',
        primaryCta: link('view programs', '/create-account'),
        background: 'theme',
      },
      {
        blockType: 'rotatingWords',
        before: 'your next',
        words: ['dance class', 'pottery circle', 'cooking class', 'improv crew', 'ai workshop', 'art studio'].map(
          (word) => ({ word }),
        ),
        after: 'could be where you meet them',
        intervalMs: 3000,
      },
      {
        blockType: 'featureList',
        heading: "what you've tried",
        presentation: 'list',
        items: items(
          ['dating apps', 'Hours of swiping, chats that go nowhere, and first dates that feel like interviews.'],
          ['big meetups', 'A room of strangers, and you talk to the same two people by the door.'],
          ['classes on your own', 'You learn the thing, and everyone leaves the moment it ends.'],
        ),
      },
      {
        blockType: 'content',
        heading: 'what we noticed',
        paragraphs: paragraphs(
          'Friendships rarely start with a conversation. They start with seeing the same faces every week, doing something together, and a reason to stay after.',
          'And it helps to know the other person wanted to meet you too.',
        ),
      },
      {
        blockType: 'featureList',
        heading: 'what this is',
        presentation: 'accordion',
        items: items(
          [
            'a group that picked each other',
            'Everyone privately picks who they would like to meet. Groups are formed only from mutual picks: someone in your group chose you, but you will never know who.',
          ],
          [
            'a weekly activity',
            'Dance, pottery, cooking, improv and more, every week for 3-6 weeks, with the same people.',
          ],
          ['a commitment, on purpose', 'Each person has paid and committed to several weeks, so people show up.'],
          [
            'no pressure',
            'You see your group before you commit. Friends, romance or both: you say what you are open to.',
          ],
        ),
      },
      {
        blockType: 'callToAction',
        heading: 'ready when you are',
        button: link('view programs', '/create-account'),
        note: "see what's starting soon in toronto",
      },
    ],
  };
}

/** Root landing v1 (spec 2 §2.5). */
export function rootV1(refs: Refs): PageSeed {
  return {
    title: 'Root landing v1',
    slug: 'root-v1',
    path: '/v1',
    meta: {
      title: 'Meet people in groups',
      description: 'meet people in groups, see who else is going before you commit',
    },
    layout: [
      {
        blockType: 'hero',
        heading: 'Meet people in groups. See who else is going before you commit.',
        subheading: 'Pick the people you would like to meet. Groups form only from mutual picks.',
        primaryCta: link('get your invite', '/start'),
        background: 'image',
      },
      {
        blockType: 'howItWorks',
        anchor: 'how-it-works',
        heading: 'How it works',
        presentation: 'graphic',
        steps: steps(
          ['You and everyone else', 'People sign up for the same kind of activity.'],
          ['Private picks', 'Each person picks who they would like to meet. Nobody sees anyone else’s picks.'],
          ['Mutual picks connect', 'When two people pick each other, they are connected.'],
          ['A group appears', 'The best-connected people form a group.'],
          ['Your Group - 5 compatible people', 'Five people who all picked someone there, ready to meet.'],
        ),
      },
      {
        blockType: 'chatQa',
        heading: 'Ask us anything',
        intro: 'Hi! Ask me how this works.',
        topics: refs.ids('chat-topics', visitorTopicIds),
        openingTopics: refs.ids('chat-topics', ['what-is-this', 'how-picking-works', 'what-does-it-cost']),
        followUpCount: 3,
        chunkSize: 20,
        typingMinMs: 100,
        typingMaxMs: 200,
      },
      {
        blockType: 'featureList',
        heading: 'Experience formats',
        presentation: 'categories',
        items: [
          {
            title: 'learning and discussions',
            text: 'Talks, workshops and discussion nights.',
            badge: '4-6 people, 90 minutes',
            details: paragraphs('A short talk or lesson, then real conversation in a small group.'),
          },
          {
            title: 'hobbies',
            text: 'Dance, pottery, cooking, art and more.',
            badge: '4-8 people, 2-3 hours',
            details: paragraphs('Hands-on sessions where the activity does the icebreaking.'),
          },
          {
            title: 'events',
            text: 'Concerts, seasonal nights out, city events.',
            badge: '6-8 people',
            details: paragraphs('Go to something big with a small group you chose, with a pre-meetup 2 hours before.'),
          },
        ],
      },
    ],
  };
}

/** Root landing v2 (spec 2 §2.6). */
export function rootV2(refs: Refs): PageSeed {
  return {
    title: 'Root landing v2',
    slug: 'root-v2',
    path: '/v2',
    meta: {
      title: 'Shared experiences with the right people',
      description: 'Small groups of people who picked each other, sent to something worth doing.',
    },
    layout: [
      {
        blockType: 'hero',
        heading: 'Do more things with people you actually want to meet',
        background: 'video',
        videoUrl: '/media/landing-loop.mp4',
        primaryCta: link('get your invite', '/start'),
      },
      {
        blockType: 'explainerModals',
        text: 'We believe the best way to meet people is through [shared experiences] with [the right people].',
        phrases: [
          {
            phrase: 'shared experiences',
            example: {
              kind: 'event',
              title: 'Saturday pottery morning',
              text: '4-6 people, 2 hours, $55, Leslieville',
              choices: [{ label: "I'd pass" }, { label: "I'm into this" }],
            },
            steps: steps(
              ['Pick what you are into', 'Browse events and activities and mark the ones you would go to.'],
              ['See who else is going', 'Everyone interested in the same thing shows up for you to browse.'],
              ['Go together', 'A small group forms from mutual picks and goes together.'],
            ),
            nextLabel: 'Next',
            finalActions: [{ label: 'Show me more examples' }, { label: 'I got this' }],
          },
          {
            phrase: 'the right people',
            example: {
              kind: 'profile',
              title: 'Alex, 31',
              text: 'Into climbing, bad puns and long brunches.',
              choices: [{ label: 'Pass' }, { label: "I'd meet" }, { label: 'Romantic interest' }],
            },
            steps: steps(
              ['You pick privately', 'Pass, meet, or romantic interest. Nobody ever sees your choice.'],
              ['Mutual picks match', 'Only people who picked each other can end up in a group.'],
              ['Your group forms', 'You see your group and decide whether to join.'],
            ),
            nextLabel: 'Next',
            finalActions: [{ label: 'I got this' }],
          },
        ],
      },
      {
        blockType: 'chatQa',
        heading: 'Questions? Ask away',
        intro: 'Hi! What would you like to know?',
        topics: refs.ids('chat-topics', visitorTopicIds),
        openingTopics: refs.ids('chat-topics', ['what-is-this', 'is-it-private', 'romance']),
        followUpCount: 3,
        chunkSize: 20,
        typingMinMs: 100,
        typingMaxMs: 200,
      },
      {
        blockType: 'testimonials',
        heading: 'What people say',
        testimonials: refs.ids('testimonials', ['Priya', 'Marcus', 'Elena', 'Dev', 'Sam', 'Hannah']),
        autoAdvanceMs: 5000,
      },
    ],
  };
}

/** The general landing, reading B of spec 2 §2.7 (the social brand's root and /{product}). */
export function generalLanding(refs: Refs, season: SeasonCalendar): PageSeed {
  return {
    title: 'General landing',
    slug: 'general',
    path: '/ember',
    meta: {
      title: 'Get your invite',
      description: 'Small groups of people who picked each other, meeting in person in Toronto.',
    },
    layout: [
      {
        blockType: 'hero',
        heading: 'Meet people who picked you too',
        subheading:
          'Browse, privately pick who you would like to meet, and go to something good with a small group formed from mutual picks.',
        primaryCta: link('get your invite', '/start'),
        secondaryCta: link('how it works', '#how-it-works'),
        background: 'theme',
      },
      { blockType: 'countdown', heading: 'Next round closes in', target: season.coffee.deadline.toISOString() },
      {
        blockType: 'featureList',
        heading: 'Pick what you are into',
        presentation: 'grid',
        items: items(['Creative'], ['Active'], ['Cultural'], ['Learning'], ['Social'], ['Adventure']),
      },
      {
        blockType: 'storyCards',
        heading: 'Who will you meet?',
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
        steps: coffeeSteps(season).map((step, index) =>
          index === 4
            ? {
                title: 'Meet',
                text: 'Coffee get-togethers are 4-6 people at a coffee shop on a weekend morning; other activities vary.',
              }
            : step,
        ),
      },
      {
        blockType: 'comparisonTable',
        heading: 'Why not just…',
        alternativeLabel: 'the usual way',
        ourLabel: 'with us',
        rows: comparisonRows,
      },
      {
        blockType: 'content',
        heading: 'Can I find a romantic partner here?',
        paragraphs: paragraphs(
          'You can. Say you are open to romance, friendship or both, and you meet in a small group first, with no pressure.',
        ),
      },
      {
        blockType: 'faqAccordion',
        heading: 'Questions',
        faqs: refs.ids(
          'faqs',
          Array.from({ length: 5 }, (_, i) => `general-${i + 1}`),
        ),
      },
      {
        blockType: 'callToAction',
        heading: 'Your people are already signing up',
        button: link('get your invite', '/start'),
        note: '55 new profiles this week.',
      },
    ],
  };
}

export const visitorTopicIds = [
  'what-is-this',
  'how-picking-works',
  'is-it-private',
  'how-groups-form',
  'review-group',
  'what-does-it-cost',
  'deposit',
  'what-if-nobody-picks-me',
  'can-i-change-picks',
  'who-is-it-for',
  'romance',
  'no-chat',
  'what-activities',
  'group-size',
  'how-long',
  'improve-profile',
  'tips',
];
