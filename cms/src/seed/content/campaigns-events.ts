import type { RequiredDataFromCollectionSlug } from 'payload';

import type { Refs } from '../upsert';
import { items, link, paragraphs, steps, torontoTime } from './blocks';

type CampaignSeed = RequiredDataFromCollectionSlug<'campaigns'>;

export function brainsAndBarstools(refs: Refs): CampaignSeed {
  return {
    title: 'Brains and Barstools',
    slug: 'brains-and-barstools',
    programId: 'prog-brains-and-barstools',
    campaignPath: 'brains-and-barstools',
    startPath: '/start/brains-and-barstools',
    forcedTheme: refs.id('themes', 'warm-coffee'),
    eventDates: [{ label: 'Tue Nov 4, 2025, 6-8 PM', startsAt: torontoTime('2025-11-04', '18:00:00') }],
    meta: {
      title: 'Brains and Barstools: a talk on running, in a bar',
      description:
        'A professor on why we run, Tuesday Nov 4, 6-8 PM, Entertainment District. Come with a small group you picked.',
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: 'Tue Nov 4 · 6-8 PM · Entertainment District',
        heading: 'Brains and Barstools',
        subheading:
          'A professor, a talk on running, and a bar. Come with a small group of people who picked each other.',
        primaryCta: link('get your spot', '/start/brains-and-barstools'),
        secondaryCta: link('what makes it different', '#unexpected-format'),
        background: 'theme',
      },
      { blockType: 'countdown', heading: 'Group sign-up closes Oct 23', target: torontoTime('2025-10-23', '23:59:59') },
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
          ['Get your group', 'Groups of 4-6 form from mutual picks after Oct 23.'],
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

export function halloweenMystery(refs: Refs): CampaignSeed {
  return {
    title: 'Meet People IRL This Halloween',
    slug: 'halloween-mystery',
    programId: 'prog-halloween-mystery',
    campaignPath: 'halloween-mystery',
    startPath: '/start/halloween-mystery',
    logUtm: true,
    forcedTheme: refs.id('themes', 'forest-gold'),
    eventDates: [{ label: 'Fri Oct 31', startsAt: torontoTime('2025-10-31', '19:00:00') }],
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
        note: 'Register before October 25.',
        background: 'theme',
      },
      { blockType: 'countdown', heading: 'Registration closes in', target: torontoTime('2025-10-24', '23:59:59') },
      {
        blockType: 'timeline',
        heading: 'How the week goes',
        items: [
          { when: 'Sat Oct 25', date: '2025-10-25', title: 'Sign up', text: 'Make your profile by Saturday.' },
          {
            when: 'Sun Oct 26',
            date: '2025-10-26',
            title: 'Pick your crew',
            text: 'Privately pick the people you would like to spend Halloween with.',
          },
          {
            when: 'Tue Oct 28',
            date: '2025-10-28',
            title: 'The reveal',
            text: 'Your group and the location are revealed.',
          },
          { when: 'Fri Oct 31', date: '2025-10-31', title: 'Meet', text: 'Halloween night, together.' },
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
