import type { RequiredDataFromCollectionSlug } from 'payload';

type TopicSeed = Omit<RequiredDataFromCollectionSlug<'chat-topics'>, 'followUps'> & { followUpIds: string[] };

function topic(
  audience: TopicSeed['audience'],
  order: number,
  topicId: string,
  question: string,
  answer: string[],
  followUpIds: string[],
  action?: { label: string; href: string },
): TopicSeed {
  return {
    topicId,
    audience,
    order,
    question,
    answer: answer.map((text) => ({ text })),
    followUpIds,
    ...(action ? { action: { ...action, newTab: false } } : {}),
  };
}

const v = (order: number, id: string, q: string, a: string[], next: string[]) =>
  topic('visitor', order, id, q, a, next);

/** The 17 scripted Q&A topics of the landing chat; each offers 3 follow-ups. */
export const visitorTopics: TopicSeed[] = [
  v(
    1,
    'what-is-this',
    'So what is this?',
    [
      'A way to meet people in small groups, through things you actually want to do.',
      'You see who else is going, privately pick who you would like to meet, and groups form only from mutual picks.',
    ],
    ['how-picking-works', 'who-is-it-for', 'what-does-it-cost'],
  ),
  v(
    2,
    'how-picking-works',
    'How does picking work?',
    [
      'You browse profiles or events and tap the people you would like to meet.',
      'Nobody sees your picks. When two people pick each other, that counts as a match, and groups are built from those.',
    ],
    ['is-it-private', 'what-if-nobody-picks-me', 'can-i-change-picks'],
  ),
  v(
    3,
    'is-it-private',
    'Will they know I picked them?',
    [
      'Never. Who picked whom is not revealed, not even after your group forms.',
      'You only know that everyone in your group was picked by someone there.',
    ],
    ['no-chat', 'romance', 'how-groups-form'],
  ),
  v(
    4,
    'how-groups-form',
    'How are groups formed?',
    [
      'After a round closes, groups of people who picked each other are put together, usually 4-6 people.',
      'That happens within 24-48 hours.',
    ],
    ['review-group', 'group-size', 'what-if-nobody-picks-me'],
  ),
  v(
    5,
    'review-group',
    'Do I have to join the group I get?',
    ['No. You see your group first and have 24 hours to decide.', "If it doesn't feel right, simply don't join."],
    ['what-does-it-cost', 'deposit', 'how-picking-works'],
  ),
  v(
    6,
    'what-does-it-cost',
    'What does it cost?',
    ['Browsing and picking are free.', 'You pay only when you join a group. Events are typically $40-80.'],
    ['deposit', 'tips', 'review-group'],
  ),
  v(
    7,
    'deposit',
    'Why is there a deposit?',
    [
      'When you accept an invite, a small deposit is held to save your seat.',
      "It is returned when you show up and only charged if you don't come without telling anyone.",
    ],
    ['what-does-it-cost', 'review-group', 'what-if-nobody-picks-me'],
  ),
  v(
    8,
    'what-if-nobody-picks-me',
    'What if nobody picks me?',
    [
      'Then no group forms for you this round, and we tell you that plainly.',
      'Nothing is charged, and you can try again next round.',
    ],
    ['improve-profile', 'how-picking-works', 'how-groups-form'],
  ),
  v(
    9,
    'can-i-change-picks',
    'Can I change my picks?',
    ['Yes, as often as you like until the round closes.'],
    ['how-groups-form', 'is-it-private', 'how-long'],
  ),
  v(
    10,
    'who-is-it-for',
    'Who is this for?',
    [
      'Adults in Toronto who would rather meet people by doing something together than by messaging strangers.',
      'Some want friends, some are open to romance, many want both.',
    ],
    ['romance', 'what-activities', 'group-size'],
  ),
  v(
    11,
    'romance',
    'Can I find a romantic partner here?',
    [
      'You can. You choose whether you are open to romance, friendship or both, and that shapes who you see.',
      'There is no swiping and no pressure: you meet in a group first.',
    ],
    ['is-it-private', 'no-chat', 'who-is-it-for'],
  ),
  v(
    12,
    'no-chat',
    'Can I message people before we meet?',
    [
      'No. There is no chat or direct message before matching.',
      'It keeps things light and means the first conversation happens in person.',
    ],
    ['how-groups-form', 'what-activities', 'romance'],
  ),
  v(
    13,
    'what-activities',
    'What kind of activities?',
    [
      'Coffee on weekend mornings, dance and pottery classes, cooking, improv, talks in bars, and seasonal nights out.',
      'Programs run 3-6 weeks; single events are one evening or morning.',
    ],
    ['group-size', 'what-does-it-cost', 'who-is-it-for'],
  ),
  v(
    14,
    'group-size',
    'How big are the groups?',
    ['Usually 4-6 people for single events and 6-12 for multi-week programs.'],
    ['how-groups-form', 'what-activities', 'how-long'],
  ),
  v(
    15,
    'how-long',
    'How long does signing up take?',
    ['About 2 minutes for your profile: a photo, a few basics, and what you like doing.'],
    ['improve-profile', 'how-picking-works', 'what-does-it-cost'],
  ),
  v(
    16,
    'improve-profile',
    'How do I get picked more?',
    [
      'Add a clear photo and a couple of interests that say what you would bring and what you are looking for.',
      'Short videos help too: people like to hear how you talk.',
    ],
    ['how-long', 'what-if-nobody-picks-me', 'is-it-private'],
  ),
  v(
    17,
    'tips',
    'Can I thank the host?',
    ['Yes. After a get-together you can send an optional tip.', 'It is never expected, always appreciated.'],
    ['what-does-it-cost', 'what-activities', 'review-group'],
  ),
];

const h = (
  order: number,
  id: string,
  q: string,
  a: string[],
  next: string[],
  action?: { label: string; href: string },
) => topic('host', order, id, q, a, next, action);

/** The canned questions of the become-a-host chat FAQ. */
export const hostTopics: TopicSeed[] = [
  h(
    1,
    'host-what-is-hosting',
    'What does a host do?',
    [
      'You run an activity you love for a small group: a class, a hike, a tasting, a workshop.',
      'We bring the people, form the groups from mutual picks and handle payment.',
    ],
    ['host-earnings', 'host-who', 'host-how-start'],
  ),
  h(
    2,
    'host-earnings',
    'How much do hosts earn?',
    [
      'Hosts keep 80% of the ticket price; the platform keeps 20%.',
      'You set the price, anywhere from $10 to $500 per person.',
    ],
    ['host-group-size', 'host-how-start', 'host-what-is-hosting'],
  ),
  h(
    3,
    'host-group-size',
    'How big are the groups?',
    ['You choose: most hosts pick 4-10 people per group and can run several groups of the same format.'],
    ['host-earnings', 'host-approval', 'host-how-start'],
  ),
  h(
    4,
    'host-approval',
    'Do I get a say in who comes?',
    ['Yes. With host approval on, you review each group before it is confirmed.'],
    ['host-group-size', 'host-who', 'host-how-start'],
  ),
  h(
    5,
    'host-who',
    'Who makes a good host?',
    [
      'Someone who knows their craft, likes people, and can make a room of strangers feel at ease in the first five minutes.',
    ],
    ['host-what-is-hosting', 'host-how-start', 'host-earnings'],
  ),
  h(
    6,
    'host-how-start',
    'How do I start?',
    ['Create an account, then describe your activity in the event wizard. It takes about ten minutes.'],
    ['host-earnings', 'host-who', 'host-approval'],
    { label: 'Sign Up', href: '/create-account' },
  ),
];
