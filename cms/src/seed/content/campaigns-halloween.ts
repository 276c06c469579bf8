import type { SeasonCalendar } from '@ember/time-zones';
import type { RequiredDataFromCollectionSlug } from 'payload';

import type { Refs } from '../upsert';
import { dateOf, dayLabel, link, steps } from './blocks';

type Card = [title: string, venue: string, typeLabel: string, hours: string, address: string, description: string];

function section(key: string, name: string, cards: Card[], openByDefault = false) {
  return {
    key,
    name,
    openByDefault,
    events: cards.map(([title, venue, typeLabel, hours, address, description]) => ({
      title,
      venue,
      typeLabel,
      hours,
      address,
      description,
    })),
  };
}

/** Six neighbourhoods, 24 events (4, 5, 3, 4, 2, 3); queen west is open by default. */
export const halloweenSections = [
  section('king-street', 'king street / entertainment district', [
    [
      'Monster Mash Main Room',
      'The Velvet Vault',
      'club night',
      '10 PM - 3 AM',
      '275 Richmond St W, Toronto, ON',
      'Three floors of Halloween anthems and a costume contest with a $500 prize at 1 AM.',
    ],
    [
      'Haunted Speakeasy',
      'Lantern & Key',
      'cocktail bar',
      '8 PM - 2 AM',
      '96 Peter St, Toronto, ON',
      'A hidden bar behind a bookcase, candlelit and dressed as a 1920s séance. Knock twice.',
    ],
    [
      'Horror Film Double Bill',
      'King Street Picture House',
      'screening',
      '7 PM - 11 PM',
      '350 King St W, Toronto, ON',
      'Two cult horror classics back to back, with a short costume parade between films.',
    ],
    [
      'Fright Night Rooftop',
      'Skyline Terrace',
      'rooftop party',
      '9 PM - 2 AM',
      '120 John St, Toronto, ON',
      'Heated rooftop with city views, a DJ and fog machines. Dress warm under the costume.',
    ],
  ]),
  section(
    'queen-west',
    'queen west / college / ossington',
    [
      [
        'Ossington Costume Crawl',
        'Meeting point: Bellwoods Tavern',
        'bar crawl',
        '8 PM - 1 AM',
        '1000 Queen St W, Toronto, ON',
        'Four bars on Ossington, one group of costumes, a stamp card and a prize for the best group theme.',
      ],
      [
        'Witching Hour Live',
        'The Parlour Room',
        'live music',
        '9 PM - 1 AM',
        '794 College St, Toronto, ON',
        'Two local bands playing spooky covers. Capacity 300, so it fills early.',
      ],
      [
        'Drag Horror Show',
        'Queen Street Cabaret',
        'drag show',
        '9 PM - 12 AM',
        '651 Queen St W, Toronto, ON',
        'A drag cabaret of horror icons, with audience costume judging between sets.',
      ],
      [
        'Dia de los Muertos Dinner',
        'Casa Calavera',
        'dinner',
        '7 PM - 10 PM',
        '588 College St, Toronto, ON',
        'A three-course Mexican dinner, candles and painted faces. Face painting at the door.',
      ],
      [
        'Ghost Story Open Mic',
        'The Stacks Café',
        'open mic',
        '8 PM - 11 PM',
        '1100 Queen St W, Toronto, ON',
        'Bring a five-minute true (or true enough) ghost story, or just listen by candlelight.',
      ],
    ],
    true,
  ),
  section('harbourfront', 'harbourfront / waterfront', [
    [
      'Haunted Harbour Cruise',
      'Pier 6 Boat Tours',
      'boat cruise',
      '8 PM - 11 PM',
      '145 Queens Quay W, Toronto, ON',
      'A two-hour costume cruise around the islands with a DJ on deck. Tickets from $25.',
    ],
    [
      'Lakeside Lantern Walk',
      'Harbourfront Promenade',
      'outdoor walk',
      '7 PM - 9 PM',
      '235 Queens Quay W, Toronto, ON',
      'A guided walk with paper lanterns and stories of the lake’s shipwrecks.',
    ],
    [
      'Pumpkin Carving Social',
      'Waterfront Community Hall',
      'workshop',
      '6 PM - 9 PM',
      '627 Queens Quay W, Toronto, ON',
      'Pumpkins, tools and hot cider provided. The carvings light the path out.',
    ],
  ]),
  section('downtown-exhibition', 'downtown / exhibition place', [
    [
      'Halloween Megaparty',
      'Exhibition Hall B',
      'mega party',
      '9 PM - 3 AM',
      '100 Princes Blvd, Toronto, ON',
      'The city’s biggest costume party: capacity 2,700, four DJs, and a $7.5k costume prize pool.',
    ],
    [
      'Zombie Escape Room',
      'Locked In Downtown',
      'escape room',
      '6 PM - 12 AM',
      '220 Yonge St, Toronto, ON',
      'Groups of six have 60 minutes to escape a lab overrun by the undead. Slots every hour.',
    ],
    [
      'Silent Disco Graveyard',
      'Liberty Grounds',
      'silent disco',
      '9 PM - 1 AM',
      '45 Strachan Ave, Toronto, ON',
      'Three channels, glowing headphones and a tombstone dance floor.',
    ],
    [
      'Spooky Science Night',
      'City Science Centre Annex',
      'late-night museum',
      '7 PM - 11 PM',
      '25 Dundas Sq, Toronto, ON',
      'Adults-only lab demos: dry-ice potions, glowing slime and the chemistry of fear.',
    ],
  ]),
  section('church-wellesley', 'church-wellesley village', [
    [
      'Church Street Costume Parade',
      'Church & Wellesley',
      'street party',
      '7 PM - 12 AM',
      'Church St & Wellesley St E, Toronto, ON',
      'The Village’s famous costume parade and street party. Bring your best look.',
    ],
    [
      'Masquerade Ball',
      'The Garnet Room',
      'dance party',
      '10 PM - 3 AM',
      '530 Church St, Toronto, ON',
      'Masks required, glamour encouraged. A live string trio until midnight, then house music.',
    ],
  ]),
  section('polson-pier', 'polson pier / port lands', [
    [
      'Port Lands Warehouse Rave',
      'Dockside Warehouse',
      'warehouse party',
      '10 PM - 4 AM',
      '11 Polson St, Toronto, ON',
      'Industrial space, big sound system, a costume-only door policy.',
    ],
    [
      'Bonfire on the Pier',
      'Polson Pier Beach',
      'bonfire',
      '7 PM - 11 PM',
      '176 Cherry St, Toronto, ON',
      'Fire pits, marshmallows and acoustic sets by the water. Blankets provided.',
    ],
    [
      'Haunted Drive-In',
      'Port Lands Drive-In',
      'outdoor cinema',
      '7 PM - 11:30 PM',
      '20 Polson St, Toronto, ON',
      'A horror double feature on the big screen, car or no car: walk-in seats at the front.',
    ],
  ]),
];

export function halloween2025(refs: Refs, season: SeasonCalendar): RequiredDataFromCollectionSlug<'campaigns'> {
  const { deadline, date, startsAt } = season.halloween;
  return {
    title: 'Toronto Halloween night 2025',
    slug: 'halloween-2025',
    programId: 'prog-halloween-2025',
    campaignPath: 'halloween-2025',
    startPath: '/start/halloween-2025',
    forcedTheme: refs.id('themes', 'midnight-purple'),
    eventDates: [{ label: `${dayLabel(date)}, ${date.slice(0, 4)}`, startsAt: startsAt.toISOString() }],
    meta: {
      title: 'Halloween night 2025 in Toronto, with a crew you picked',
      description: `Pick events, pick who you would vibe with, and go out on ${dayLabel(date, 'long')} with a group of 4-6.`,
    },
    layout: [
      {
        blockType: 'hero',
        eyebrow: `${dayLabel(date).toLowerCase()} · toronto`,
        heading: 'Halloween night, with a crew you picked',
        subheading:
          'Choose your events, pick who you would vibe with, and meet your group of 4-6 (balanced 50/50) at a reserved-table pre-game before heading out.',
        primaryCta: link("pick who you'd vibe with", '/start/halloween-2025'),
        secondaryCta: link('how it works', '#how-it-works'),
        note: `Register before ${dayLabel(dateOf(deadline), 'long')}.`,
        background: 'theme',
      },
      { blockType: 'countdown', heading: 'Registration closes in', target: deadline.toISOString() },
      {
        blockType: 'howItWorks',
        anchor: 'how-it-works',
        heading: 'How it works',
        presentation: 'carousel',
        cardWidth: 280,
        steps: steps(
          ['Sign up', 'A short profile, about 2 minutes.'],
          ['Pick events', "Tap 'i'm into this' on the events below. Tickets are free or paid depending on the event."],
          [
            'See who else is interested',
            'Browse the people who picked the same night and privately pick who you would vibe with.',
          ],
          [
            'Get your group',
            'Mutual picks become groups of 4-6, balanced 50/50. Pre-game details arrive about 3-5 days before Halloween.',
          ],
          ['Pre-game, then go', 'Meet at your reserved table, then head to the event together.'],
        ),
      },
      {
        blockType: 'neighbourhoodEvents',
        anchor: 'events',
        heading: 'Pick your events',
        intro: '24 events across six neighbourhoods. Each has its own hours.',
        selectLabel: "i'm into this",
        selectedLabel: 'selected',
        selectionBar: {
          one: '1 event selected',
          many: '{count} events selected',
          button: link('see who else is into this', '/start/halloween-2025'),
        },
        sections: halloweenSections,
      },
      {
        blockType: 'faqAccordion',
        heading: 'Questions',
        faqs: refs.ids(
          'faqs',
          Array.from({ length: 5 }, (_, i) => `halloween-2025-${i + 1}`),
        ),
      },
      {
        blockType: 'callToAction',
        heading: 'People are picking their Halloween crews right now',
        text: 'Sign up, pick your events, and see who else is going.',
        button: link("pick who you'd vibe with", '/start/halloween-2025'),
        browsingCount: 319,
        joinedThisWeek: 52,
      },
    ],
  };
}
