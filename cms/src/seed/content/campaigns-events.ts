import type { SeasonCalendar } from '@ember/time-zones';
import type { RequiredDataFromCollectionSlug } from 'payload';

import type { Refs } from '../upsert';
import { dateOf, dayLabel, items, link, paragraphs, steps } from './blocks';

type CampaignSeed = RequiredDataFromCollectionSlug<'campaigns'>;

export function brainsAndBarstools(refs: Refs, season: SeasonCalendar): CampaignSeed {
  const { date, startsAt, deadline } = season.brainsAndBarstools;
  const year = date.slice(0, 4);
  const closes = dayLabel(dateOf(deadline), 'day');
  return {
    title: 'Brains and Barstools',
    slug: 'brains-and-barstools',
    programId: 'prog-brains-and-barstools',
    campaignPath: 'brains-and-barstools',
    startPath: '/start/brains-and-barstools',
    forcedTheme: refs.id('themes', 'warm-coffee'),
    eventDates: [{ label: `${dayLabel(date)}, ${year}, 6-8 PM`, startsAt: startsAt.toISOString() }],
    meta: {
      title: 'Brains and Barstools: a talk on running, in a bar',
      description: `A professor on why we run, ${dayLabel(date, 'weekday')}, 6-8 PM, Entertainment District. Come with a small group you picked.`,
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: `${dayLabel(date)} · 6-8 PM · Entertainment District`,
        heading: 'Brains and Barstools',
        subheading:
          'A professor, a talk on running, and a bar. Come with a small group of people who picked each other.',
        primaryCta: link('get your spot', '/start/brains-and-barstools'),
        secondaryCta: link('what makes it different', '#unexpected-format'),
        background: 'theme',
      },
      { blockType: 'countdown', heading: `Group sign-up closes ${closes}`, target: deadline.toISOString() },
      {
        blockType: 'video',
        heading: 'Last time',
        caption: 'A few minutes from our previous talk night.',
        url: '/media/brains-and-barstools-past-event.mp4',
        background: false,
        embed: false,
      },
      {
        blockType: 'howItWorks',
        anchor: 'how-it-works',
        heading: 'How it works',
        presentation: 'list',
        steps: steps(
          ['Sign up', 'Make a short profile; it takes about 2 minutes.'],
          ['Pick', 'See who else is going and privately pick who you would like to sit with.'],
          ['Get your group', `Groups of 4-6 form from mutual picks after ${closes}.`],
          ['Join', 'See your group, then buy your ticket to confirm.'],
          ['Meet at the bar', 'Your group has a table. The talk starts at 6.'],
        ),
      },
      {
        blockType: 'content',
        anchor: 'unexpected-format',
        eyebrow: 'about the event',
        heading: 'A lecture, but at a bar, and you are not alone',
        paragraphs: paragraphs(
          'A professor who studies endurance talks about running: why humans are built for it, what actually changes in the body when you train, and how to start without getting hurt.',
          'The talk runs about an hour, with questions after. You sit with your group the whole evening, so there is someone to turn to when it gets interesting.',
          'The venue is a bar in the Toronto Entertainment District; your group is told the exact table when it forms.',
        ),
      },
      {
        blockType: 'ticketOffer',
        heading: 'Tickets',
        priceLabel: 'early bird',
        amount: 33.28,
        currency: 'CAD',
        refundPolicy: 'Full refunds up to 7 days before the event.',
        text: 'Going solo? You can buy a ticket directly and come on your own.',
        button: link('join with a group', '/start/brains-and-barstools'),
        externalTickets: link('buy a solo ticket', 'https://tickets.example.org/brains-and-barstools', true),
      },
      {
        blockType: 'faqAccordion',
        heading: 'Questions',
        faqs: refs.ids(
          'faqs',
          Array.from({ length: 5 }, (_, i) => `brains-and-barstools-${i + 1}`),
        ),
      },
      {
        blockType: 'callToAction',
        heading: 'Come for the talk, stay for the people',
        button: link('get your spot', '/start/brains-and-barstools'),
        note: 'Early bird $33.28 · full refund up to 7 days before.',
      },
    ],
  };
}

export function halloweenMystery(refs: Refs, season: SeasonCalendar): CampaignSeed {
  const { deadline, signUpBy, pickBy, revealBy, date, startsAt } = season.halloween;
  return {
    title: 'Meet People IRL This Halloween',
    slug: 'halloween-mystery',
    programId: 'prog-halloween-mystery',
    campaignPath: 'halloween-mystery',
    startPath: '/start/halloween-mystery',
    logUtm: true,
    forcedTheme: refs.id('themes', 'forest-gold'),
    eventDates: [{ label: dayLabel(date), startsAt: startsAt.toISOString() }],
    meta: {
      title: 'Meet People IRL This Halloween',
      description: 'Pick your crew; your group and the location are revealed at the last minute.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'halloween mystery · toronto',
        heading: 'Meet People IRL This Halloween',
        subheading: 'Pick your crew. We reveal your group and where you are going at the last minute.',
        primaryCta: link('sign up', '/start/halloween-mystery'),
        note: `Register before ${dayLabel(signUpBy, 'long')}.`,
        background: 'theme',
      },
      { blockType: 'countdown', heading: 'Registration closes in', target: deadline.toISOString() },
      {
        blockType: 'timeline',
        heading: 'How the week goes',
        items: [
          { when: dayLabel(signUpBy), date: signUpBy, title: 'Sign up', text: 'Make your profile by Saturday.' },
          {
            when: dayLabel(pickBy),
            date: pickBy,
            title: 'Pick your crew',
            text: 'Privately pick the people you would like to spend Halloween with.',
          },
          {
            when: dayLabel(revealBy),
            date: revealBy,
            title: 'The reveal',
            text: 'Your group and the location are revealed.',
          },
          { when: dayLabel(date), date, title: 'Meet', text: 'Halloween night, together.' },
        ],
      },
      {
        blockType: 'featureList',
        heading: 'Why join',
        presentation: 'grid',
        items: items(
          ['No planning', 'You pick people, we pick the place. Just show up in costume.'],
          ['People who chose you', 'Groups are made only from mutual picks, so everyone there wanted to meet.'],
          ['A little mystery', 'Your group and location stay secret until Tuesday. Half the fun is guessing.'],
          ['Free to join', 'Signing up and picking cost nothing.'],
        ),
      },
      {
        blockType: 'callToAction',
        heading: 'Your Halloween crew is out there',
        button: link('join free', '/start/halloween-mystery'),
      },
    ],
  };
}
