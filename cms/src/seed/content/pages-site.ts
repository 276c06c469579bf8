import type { RequiredDataFromCollectionSlug } from 'payload';

import type { Refs } from '../upsert';
import { items, link, paragraphs } from './blocks';
import { catalogue } from './experiences';
import { programs } from './programs';

type PageSeed = RequiredDataFromCollectionSlug<'pages'>;

/**
 * The support address, the one the api and the web app show (SUPPORT_EMAIL; the launcher passes
 * it to all three), so the FAQ never names another.
 */
export const contactEmail = process.env.SUPPORT_EMAIL || 'support@ember.local';

export function programsPage(refs: Refs): PageSeed {
  return {
    title: 'Programs',
    slug: 'programs',
    path: '/programs',
    meta: {
      title: 'Programs starting soon in Toronto',
      description: '3-6 week group programs: dance, pottery, cooking, improv, art and ai.',
    },
    layout: [
      {
        blockType: 'hero',
        heading: 'Programs',
        subheading: 'Weekly group programs of 3-6 weeks, in groups of 6-12 formed from mutual picks.',
        background: 'theme',
      },
      {
        blockType: 'programCards',
        heading: "what's starting soon",
        programs: refs.ids(
          'programs',
          programs.filter((p) => p.onProgramsPage).map((p) => p.programId),
        ),
      },
    ],
  };
}

export function aboutPage(): PageSeed {
  return {
    title: 'About',
    slug: 'about',
    path: '/about',
    meta: { title: 'About Ember', description: 'What the name means and why we do this.' },
    layout: [
      {
        blockType: 'content',
        eyebrow: 'em·ber (noun)',
        heading: 'a small glowing piece of a fire that is not quite out',
        paragraphs: paragraphs(
          'Also: what is left between two people after a good evening, when both of them would like another one.',
          'We made up our own meaning for it. An ember is the warmth you carry home from meeting people you chose, who chose you back.',
          'We form small groups of adults who privately picked each other and send them to something worth doing together: a dance class, a pottery circle, a cooking night, coffee on a Saturday. No swiping, no messaging strangers, no pressure.',
        ),
      },
      {
        blockType: 'featureList',
        heading: 'what we care about',
        presentation: 'list',
        items: items(
          ['picks stay private', 'Nobody ever learns who picked whom, not even after a group forms.'],
          ['you decide last', 'You see your group before you commit and pay only when you join.'],
          ['people show up', 'Small groups and a small deposit mean empty chairs are rare.'],
        ),
      },
    ],
  };
}

export function faqPage(refs: Refs): PageSeed {
  return {
    title: 'FAQ',
    slug: 'faq',
    path: '/faq',
    meta: {
      title: 'Frequently asked questions',
      description: 'How groups form, what it costs and what stays private.',
    },
    layout: [
      {
        blockType: 'faqAccordion',
        heading: 'Frequently asked questions',
        faqs: refs.ids(
          'faqs',
          Array.from({ length: 6 }, (_, i) => `faq-page-${i + 1}`),
        ),
        contactLine: 'Something else? Write to us at',
        contactEmail,
      },
    ],
  };
}

export function becomeAHostPage(refs: Refs): PageSeed {
  return {
    title: 'Become a host',
    slug: 'become-a-host',
    path: '/become-a-host',
    meta: {
      title: 'Host an experience',
      description: 'Run an activity you love for small groups who chose each other, and keep 80% of the ticket price.',
    },
    layout: [
      {
        blockType: 'hero',
        heading: 'Host something you love, for people who want to be there',
        subheading: 'You bring the activity. We bring small groups who picked each other, and handle the rest.',
        primaryCta: link('create an event', '/create-event'),
        background: 'theme',
      },
      {
        blockType: 'chatQa',
        heading: 'Ask about hosting',
        intro: 'Hi! Thinking about hosting? Ask me anything.',
        topics: refs.ids('chat-topics', [
          'host-what-is-hosting',
          'host-earnings',
          'host-group-size',
          'host-approval',
          'host-who',
          'host-how-start',
        ]),
        openingTopics: refs.ids('chat-topics', ['host-what-is-hosting', 'host-earnings', 'host-how-start']),
        followUpCount: 3,
        chunkSize: 20,
        typingMinMs: 100,
        typingMaxMs: 200,
      },
      {
        blockType: 'featureList',
        heading: 'why host',
        presentation: 'list',
        items: items(
          ['keep 80%', 'You set the price; hosts keep 80% of every ticket.'],
          ['no empty rooms', 'Groups are formed before the date, and people commit with payment.'],
          ['people who chose each other', 'Groups arrive already warm, which makes your job easier.'],
          ['you stay in control', 'Choose group sizes, dates and whether you approve each group.'],
        ),
      },
      {
        blockType: 'experienceShowcase',
        heading: 'experiences hosts already run',
        experiences: refs.ids(
          'experiences',
          catalogue.map((e) => e.experienceId),
        ),
      },
      {
        blockType: 'featureList',
        heading: 'who hosts should be',
        presentation: 'grid',
        items: items(
          ['good at something', 'A craft, a sport, a subject: something you can teach or lead with confidence.'],
          ['warm with strangers', 'You can make a new group comfortable in the first five minutes.'],
          ['reliable', 'You show up on time, prepared, every time.'],
          ['20 or older', 'Hosts, like participants, are adults.'],
        ),
      },
      {
        blockType: 'callToAction',
        heading: 'Ready to host?',
        button: link('create an event', '/create-event'),
        note: 'It takes about ten minutes.',
      },
    ],
  };
}

export function pressPage(refs: Refs): PageSeed {
  return {
    title: 'Press',
    slug: 'press',
    path: '/press',
    meta: { title: 'Our Story in the News', description: 'Press coverage and a note from our founder.' },
    layout: [
      {
        blockType: 'pressCards',
        heading: 'Our Story in the News',
        articles: refs.ids('press-articles', ['A small-town pilot wants singles to meet in groups, not on apps']),
      },
      {
        blockType: 'founderNote',
        heading: 'a note from our founder',
        paragraphs: paragraphs(
          'I started this in a small mountain town where everyone seemed to know everyone, and yet single people kept telling me they had no way to meet anyone new.',
          'Apps felt like job interviews. Bars felt like a gamble. What people wanted was simple: to do something fun with a few others, without the pressure of a date.',
          'So we tried zero-pressure group activities: a hike, a dinner, a dance class, where everyone had privately picked each other first. People came back. They brought friends. Some of them fell in love, most of them made friends, and nobody had to swipe.',
          'That pilot is what we are building on now. Thank you for being part of it.',
        ),
        signature: 'The founder',
        role: 'Founder',
      },
      { blockType: 'callToAction', heading: 'Curious?', button: link('To Home Page', '/') },
    ],
  };
}

export function shopifyBuildersPage(): PageSeed {
  return {
    title: 'Shopify builders',
    slug: 'shopify-builders',
    path: '/shopify-builders',
    meta: { title: 'For builders', description: 'Meet other people building on Shopify.' },
    layout: [
      {
        blockType: 'content',
        heading: 'Building on Shopify?',
        paragraphs: paragraphs(
          'We are putting together small groups of people who build Shopify stores, apps and themes in Toronto, to meet in person and trade what they have learned.',
          'Tell us a little about what you build and we will be in touch when a group forms.',
        ),
        cta: link('tell us about you', 'https://forms.gle/', true),
      },
    ],
  };
}
