import type { RequiredDataFromCollectionSlug } from 'payload';

type SetSeed = RequiredDataFromCollectionSlug<'story-card-sets'>;
type Card = [name: string, age: number, interest: string, story: string];

function set(order: number, title: string, cards: [Card, Card, Card, Card]): SetSeed {
  return { order, title, cards: cards.map(([name, age, interest, story]) => ({ name, age, interest, story })) };
}

/** 'Who will you meet': 11 sets of 4 example people, shown four at a time. */
export const storyCardSets: SetSeed[] = [
  set(1, 'Set 1', [
    [
      'Maya',
      29,
      'Creative',
      'Illustrator who sketches strangers on the streetcar and wants to draw with people instead.',
    ],
    [
      'Jordan',
      34,
      'Entrepreneurial',
      'Runs a two-person bakery in Leslieville and misses talking to anyone who is not a supplier.',
    ],
    [
      'Aisha',
      27,
      'Active',
      'Bouldering three times a week and looking for people to try the Scarborough Bluffs trail with.',
    ],
    ['Tomás', 31, 'Cultural', 'Goes to every TIFF free screening and wants someone to argue about the endings with.'],
  ]),
  set(2, 'Set 2', [
    ['Lena', 25, 'Tech', 'Front-end developer, new to the city, curious about the people behind the meetup name tags.'],
    [
      'Chris',
      38,
      'Exploring',
      'Has lived here ten years and only just discovered the Toronto Islands. Wants to see more.',
    ],
    ['Fatima', 30, 'Creative', 'Writes short fiction on her lunch break and would love a reason to read it out loud.'],
    ['Ben', 42, 'Active', 'Recently took up running at 40 and wants company for slow Sunday 10Ks.'],
  ]),
  set(3, 'Set 3', [
    [
      'Nadia',
      33,
      'Cultural',
      'Knows every dumpling spot on Spadina and is happy to share the list with the right people.',
    ],
    [
      'Oliver',
      28,
      'Entrepreneurial',
      'Building a small app for tenants and wants to meet people who are not pitching anything.',
    ],
    ['Grace', 36, 'Exploring', 'Says yes to anything once: ice fishing, opera, karaoke. Especially karaoke.'],
    ['Sam', 26, 'Tech', 'Data analyst who would rather talk about birds than spreadsheets on weekends.'],
  ]),
  set(4, 'Set 4', [
    ['Rosa', 45, 'Creative', 'Potter with a wheel in her garage and a standing offer to teach anyone who asks.'],
    ['Kwame', 32, 'Active', 'Plays pickup soccer in Christie Pits and wants friends for the rest of the week too.'],
    ['Ines', 24, 'Cultural', 'Grad student in history who gives the best impromptu walking tours of Kensington.'],
    [
      'Adam',
      35,
      'Entrepreneurial',
      'Left consulting to open a bike repair shop and now talks to people all day. Happily.',
    ],
  ]),
  set(5, 'Set 5', [
    ['Mei', 29, 'Tech', 'Works on maps software and plans weekends by picking a random subway stop.'],
    [
      'Daniel',
      40,
      'Exploring',
      'Recently divorced, rediscovering the city and looking for people who like long dinners.',
    ],
    ['Sofia', 27, 'Creative', 'Photographer who shoots on film and wants people to wander and waste rolls with.'],
    ['Liam', 31, 'Active', 'Paddles on Lake Ontario every summer morning and is trying to find a winter equivalent.'],
  ]),
  set(6, 'Set 6', [
    ['Yara', 34, 'Cultural', 'Hosts a monthly Lebanese dinner for whoever shows up, and wants more people to show up.'],
    ['Noah', 23, 'Tech', 'First job out of school, first apartment, first time knowing nobody nearby.'],
    [
      'Claire',
      37,
      'Entrepreneurial',
      'Runs a small PR agency and is tired of networking events that feel like networking.',
    ],
    ['Ravi', 30, 'Exploring', 'Keeps a list of 100 things to do in Toronto and has done 12. Needs help.'],
  ]),
  set(7, 'Set 7', [
    ['Hana', 28, 'Active', 'Rock climber and yoga teacher who would like to meet people away from the mat.'],
    ['Marco', 44, 'Cultural', 'Jazz fan who still buys records at Sonic Boom and wants people to go to shows with.'],
    ['Jess', 26, 'Creative', 'Sews her own clothes and would love a group to take a pattern-making class with.'],
    ['Tariq', 33, 'Tech', 'Security engineer by day, amateur baker by night. The bread is better than the jokes.'],
  ]),
  set(8, 'Set 8', [
    ['Emily', 39, 'Exploring', 'Just back from a year of travel and looking for the same curiosity at home.'],
    ['Andre', 29, 'Entrepreneurial', 'Started a coffee cart in the Junction and wants people to try new roasts on.'],
    ['Kim', 32, 'Active', 'Cycles to work year-round, even in February, and wants people to brag to about it.'],
    ['Lucia', 35, 'Cultural', 'Volunteers at the AGO and can tell you a secret about almost every painting there.'],
  ]),
  set(9, 'Set 9', [
    ['Owen', 27, 'Creative', 'Plays bass in a band that rehearses more than it performs. Open to new audiences.'],
    ['Zara', 31, 'Tech', 'Product designer who loves board games with too many rules.'],
    [
      'Patrick',
      48,
      'Exploring',
      'Kids are grown, schedule is free, and he wants to learn to dance before his daughter’s wedding.',
    ],
    ['Amara', 26, 'Active', 'Training for her first half marathon and looking for people to carb-load with.'],
  ]),
  set(10, 'Set 10', [
    ['Julia', 30, 'Cultural', 'Reads two books a week and wants a book club that actually talks about the book.'],
    ['Ethan', 36, 'Entrepreneurial', 'Runs a landscaping company and spends winters looking for something to build.'],
    ['Leila', 28, 'Creative', 'Paints murals and would like to meet people who notice walls.'],
    ['Victor', 33, 'Tech', 'Backend developer who cooks elaborate meals for one and would like to cook for six.'],
  ]),
  set(11, 'Set 11', [
    ['Chloe', 25, 'Exploring', 'Moved from Halifax for work and is trying a new neighbourhood every weekend.'],
    ['Isaac', 41, 'Active', 'Plays in a rec hockey league and wants friends who are not also defencemen.'],
    [
      'Priyanka',
      34,
      'Cultural',
      'Classical dancer who wants to try salsa and is looking for equally nervous beginners.',
    ],
    ['Mateo', 29, 'Entrepreneurial', 'Starting a small furniture studio and happy to talk wood grain with anyone.'],
  ]),
];
