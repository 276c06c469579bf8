/** A preset topic of the onboarding interest step, with example texts for both questions. */
export interface PresetInterest {
  name: string;
  /** Examples for 'what are you looking for' (type want). */
  want: readonly string[];
  /** Examples for 'how can you contribute' (type offer). */
  offer: readonly string[];
}

export const exampleTypes = ['want', 'offer'] as const;
export type ExampleType = (typeof exampleTypes)[number];

/** The 20 preset topics (spec 1 §2.3), each with three examples per question, 20-150 characters. */
export const presetInterests: readonly PresetInterest[] = [
  {
    name: 'Remote Work & Digital Nomading',
    want: [
      'People who work remotely and want company for co-working mornings at a cafe.',
      'Others planning a month abroad who can compare notes on visas, cities and time zones.',
      'A crew to keep me accountable on deep-work days and to get lunch with afterwards.',
    ],
    offer: [
      'I have worked remotely for five years and can share my setup, tools and routines.',
      'I know which Toronto cafes have good wifi, outlets and do not mind laptops.',
      'I spent a winter in Lisbon and can help with planning a first nomad trip.',
    ],
  },
  {
    name: 'AI & Future of Tech',
    want: [
      'People curious about AI tools who like trying them on real problems together.',
      'Thoughtful conversations about where tech is heading, without the hype.',
      'Others who want to build small AI side projects and show each other progress.',
    ],
    offer: [
      'I use AI tools at work daily and can show practical ways to save time with them.',
      'I can explain how large language models work in plain words, no jargon.',
      'I am a developer and happy to pair on a prototype or review an idea.',
    ],
  },
  {
    name: 'Startup Founders',
    want: [
      'Founders at an early stage to swap lessons and keep each other going.',
      'People who have raised money or bootstrapped and will talk honestly about it.',
      'A small circle to test ideas on before spending months building them.',
    ],
    offer: [
      'I have launched two products and can share what worked and what flopped.',
      'I can give frank feedback on pitch decks, landing pages and pricing.',
      'I know the local startup scene and can make useful introductions.',
    ],
  },
  {
    name: 'Photography',
    want: [
      'People who like photo walks around the city at golden hour.',
      'Others learning manual mode who want to practise and critique kindly.',
      'A group to visit exhibitions with and talk about what makes a great shot.',
    ],
    offer: [
      'I shoot film and digital and can teach the basics of exposure and composition.',
      'I know the best spots for sunrise photos along the waterfront.',
      'I can help with editing in Lightroom and building a simple portfolio.',
    ],
  },
  {
    name: 'Book Club',
    want: [
      'Readers who actually finish the book and enjoy a lively discussion.',
      'People open to reading outside their usual genre once a month.',
      'A cosy group that mixes novels, non-fiction and the occasional classic.',
    ],
    offer: [
      'I can host discussions with good questions and keep the evening on track.',
      'I read widely and can suggest books that spark great conversations.',
      'I know a quiet bar with big tables that is perfect for book nights.',
    ],
  },
  {
    name: 'Fashion & Style',
    want: [
      'People who love thrifting and vintage hunting on weekend afternoons.',
      'Others who want to build a smaller, better wardrobe and swap tips.',
      'Friends to go to markets, pop-ups and the odd fashion show with.',
    ],
    offer: [
      'I have a good eye for fit and can help find pieces that suit you.',
      'I sew and can show simple alterations that save favourite clothes.',
      'I know the best vintage and consignment shops in the west end.',
    ],
  },
  {
    name: 'Running & Fitness',
    want: [
      'A running group for easy weekend long runs at a conversational pace.',
      'People training for a first 10K or half marathon who want company.',
      'Workout buddies who keep it fun and never judge a slow day.',
    ],
    offer: [
      'I have run several half marathons and can share simple training plans.',
      'I know safe, scenic running routes along the lake and the ravines.',
      'I can lead a relaxed warm-up and stretching routine before runs.',
    ],
  },
  {
    name: 'Hiking & Outdoors',
    want: [
      'People who enjoy day hikes and can share rides out of the city.',
      'Others who want to try camping but would rather not go alone.',
      'A group for seasonal adventures: hiking, canoeing, snowshoeing.',
    ],
    offer: [
      'I know trails within two hours of the city for every fitness level.',
      'I have camping gear to lend and can teach how to pitch a tent.',
      'I have first aid training and plan routes carefully.',
    ],
  },
  {
    name: 'Cooking & Food',
    want: [
      'People who love cooking together and sharing a long dinner after.',
      'Friends to explore new restaurants and neighbourhood food spots with.',
      'Others keen to learn a cuisine from scratch, one dish at a time.',
    ],
    offer: [
      'I make fresh pasta and can teach it from flour to plate.',
      'I can host a small dinner and love planning a menu around a theme.',
      'I keep a list of the best cheap eats in the city and share it freely.',
    ],
  },
  {
    name: 'Board Games',
    want: [
      'People up for strategy games on weeknights, from Catan to heavier ones.',
      'A regular game night group that welcomes beginners.',
      'Others who like co-op games and a bit of friendly banter.',
    ],
    offer: [
      'I own a shelf of games and explain rules quickly and clearly.',
      'I can bring snacks and a couple of great two-hour games.',
      'I know which board game cafes are worth the table fee.',
    ],
  },
  {
    name: 'Live Music & Concerts',
    want: [
      'People to go to small gigs with, discovering local bands together.',
      'Friends for festivals who also like to find the quieter stages.',
      'Others who enjoy jazz nights and talking about music over a drink.',
    ],
    offer: [
      'I follow the local scene and always know who is playing this week.',
      'I play guitar and can share playlists from many genres.',
      'I can organise group tickets so nobody goes alone.',
    ],
  },
  {
    name: 'Film & TV',
    want: [
      'People to see indie films with and talk about them over coffee.',
      'A group for themed movie nights with a little friendly debate.',
      'Others who enjoy film festivals and want to plan a schedule together.',
    ],
    offer: [
      'I can host movie nights with a projector and a good sound system.',
      'I know a lot about classic cinema and love recommending hidden gems.',
      'I can pick a theme and lead an easy discussion after the film.',
    ],
  },
  {
    name: 'Travel',
    want: [
      'People who like planning trips and swapping stories from the road.',
      'Travel buddies for weekend getaways to nearby towns.',
      'Others who want to learn how to travel well on a budget.',
    ],
    offer: [
      'I have travelled to over 30 countries and can help plan itineraries.',
      'I know how to find cheap flights and good places to stay.',
      'I can share practical tips for first solo trips and staying safe.',
    ],
  },
  {
    name: 'Personal Finance & Investing',
    want: [
      'People who want to talk openly about money, saving and investing.',
      'A group to learn the basics of index funds and retirement accounts.',
      'Others working towards a goal like a home or a career break.',
    ],
    offer: [
      'I can explain budgeting methods that actually stick, with examples.',
      'I have invested for years and can share what I learned the hard way.',
      'I can walk through tax-free savings options in simple terms.',
    ],
  },
  {
    name: 'Wellness & Mindfulness',
    want: [
      'People who meditate or want to start and prefer company for it.',
      'Friends for slow weekend mornings: yoga, a walk, a good breakfast.',
      'Others interested in better sleep, stress and habits, without preaching.',
    ],
    offer: [
      'I have practised meditation for years and can lead a short session.',
      'I teach beginner yoga and can adapt it for any level.',
      'I can share simple breathing techniques that help on busy days.',
    ],
  },
  {
    name: 'Creative Writing',
    want: [
      'Writers who want regular sessions to write together and share work.',
      'People who give honest, kind feedback on stories and essays.',
      'Others working on a longer project who need a bit of accountability.',
    ],
    offer: [
      'I can run short writing prompts that get words on the page fast.',
      'I edit for a living and can give detailed, constructive feedback.',
      'I have finished a novel draft and can share how I stayed on track.',
    ],
  },
  {
    name: 'Language Exchange',
    want: [
      'People practising a language who want relaxed conversation over coffee.',
      'Native speakers of Spanish or French happy to trade practice time.',
      'Others planning to move abroad who want to get conversational first.',
    ],
    offer: [
      'I speak English and Portuguese fluently and love helping learners.',
      'I can share apps, podcasts and routines that helped me learn fast.',
      'I am patient with beginners and happy to repeat things slowly.',
    ],
  },
  {
    name: 'Volunteering & Community',
    want: [
      'People who want to give a few hours a month to a local cause.',
      'A group to volunteer with at food banks, clean-ups or events.',
      'Others who care about their neighbourhood and want to meet neighbours.',
    ],
    offer: [
      'I coordinate volunteers at a food bank and can bring people in.',
      'I can organise a park clean-up and supply gloves and bags.',
      'I know several local charities that always need a hand.',
    ],
  },
  {
    name: 'Art & Museums',
    want: [
      'People to visit galleries and museums with, then talk over coffee.',
      'Others who like art nights, openings and studio visits.',
      'A group curious about art who do not mind asking basic questions.',
    ],
    offer: [
      'I studied art history and can make a gallery visit more interesting.',
      'I paint and can host a relaxed sketching session in a park.',
      'I track free museum nights and openings across the city.',
    ],
  },
  {
    name: 'Dance',
    want: [
      'People who want to learn to dance and laugh about the first tries.',
      'Partners for social dance nights, salsa, swing or anything in between.',
      'Others who enjoy dancing for fun and exercise rather than performing.',
    ],
    offer: [
      'I have danced salsa for years and can teach the basic steps.',
      'I know beginner-friendly dance classes and socials in the city.',
      'I bring energy and good music, and I never judge two left feet.',
    ],
  },
];

/** Examples for topics outside the catalogue, written around the interest's name. */
const customTemplates: Record<ExampleType, readonly ((name: string) => string)[]> = {
  want: [
    (name) => `People who enjoy ${name} and want to do it together regularly.`,
    (name) => `Others at any level in ${name} who like sharing what they learn.`,
    (name) => `A small group to try new things in ${name} with, and have fun doing it.`,
  ],
  offer: [
    (name) => `I can share what I have learned about ${name} and help others get started.`,
    (name) => `I bring enthusiasm for ${name} and I am happy to organise our first meetup.`,
    (name) => `I can suggest places, resources and ideas to make ${name} more fun.`,
  ],
};

export interface InterestExample {
  text: string;
  index: number;
  total: number;
}

/** An example text for an interest and question; index wraps around, so 'next example' never runs out. */
export function interestExample(interestName: string, type: ExampleType, index: number): InterestExample {
  const name = interestName.trim();
  const preset = presetInterests.find((interest) => interest.name.toLowerCase() === name.toLowerCase());
  const texts = preset ? preset[type] : customTemplates[type].map((template) => template(shortName(name)));
  const position = ((index % texts.length) + texts.length) % texts.length;
  return { text: texts[position]!, index: position, total: texts.length };
}

/** Keeps generated sentences within 150 characters whatever the name's length. */
function shortName(name: string): string {
  return name.length > 60 ? `${name.slice(0, 57).trimEnd()}...` : name;
}
