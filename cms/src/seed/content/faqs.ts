import type { RequiredDataFromCollectionSlug } from 'payload';

type FaqSeed = RequiredDataFromCollectionSlug<'faqs'>;
type FaqSet = FaqSeed['set'];

function faqs(set: FaqSet, items: [string, string][]): FaqSeed[] {
  return items.map(([question, answer], index) => ({
    faqId: `${set}-${index + 1}`,
    set,
    order: index + 1,
    question,
    answer,
    expanded: false,
  }));
}

/** Weekend coffee landing, reading A: 7 items. */
export const coffeeFaqs = faqs('coffee', [
  [
    'How does it work?',
    "Tell us a little about yourself in a profile that takes about 2 minutes. Then browse the people signed up for the weekend and privately pick the ones you'd like to meet. Groups of 4-6 are formed only from mutual picks, and you meet at a coffee shop on Saturday Dec 6 or Sunday Dec 7.",
  ],
  [
    'When do I need to register?',
    'Register before November 27. Picks close at 23:59 that night and groups are formed right after, so there is time to plan your weekend.',
  ],
  [
    'Will anyone know I picked them?',
    'No. Who picked whom is never revealed, not even after your group forms. You only learn that everyone in your group picked someone there and was picked back.',
  ],
  [
    'Do I have to commit right away?',
    'No. Signing up and picking is an interest phase with no obligation. Once your group is ready you see who is in it, and only then decide. If you join, a small refundable deposit holds your seat.',
  ],
  [
    'What happens to the deposit?',
    "It is held until you show up and then returned. If you can't make it, tell us ahead of time and it is refunded. It is only kept for a no-show without notice, because an empty chair lets the whole group down.",
  ],
  [
    'What if nobody picks me?',
    'Then no group is formed for you this round and you will be told so plainly. Nothing is charged, and you are welcome to join the next round.',
  ],
  [
    'Is this a dating app?',
    "No. It's small groups meeting over coffee. Some people come for friends, some are open to romance, many for both. You say what you're looking for in your profile, and there is no chatting or swiping before you meet.",
  ],
]);

/** General landing, reading B (count not given by the spec). */
export const generalFaqs = faqs('general', [
  [
    'What is this, in one line?',
    'You see who else is going, privately pick the people you would like to meet, and a small group of people who picked each other goes to an activity together.',
  ],
  [
    'How long does it take to sign up?',
    'About 2 minutes for a profile: a photo, a few basics, and what you like doing.',
  ],
  [
    'When do groups form?',
    'Within 24-48 hours after a round closes. You then have 24 hours to review your group and join.',
  ],
  [
    'What does it cost?',
    'Browsing and picking are free. You pay only when you join a group; events are typically $40-80.',
  ],
  [
    'Can I change my picks?',
    'Yes, until the round closes. After that your picks are used to form groups and are never shown to anyone.',
  ],
]);

/** Brains and Barstools: 5 items. */
export const brainsFaqs = faqs('brains-and-barstools', [
  [
    'What is Brains and Barstools?',
    'A talk on running by a professor, in a bar in the Entertainment District, on Tuesday Nov 4, 2025 from 6 to 8 PM. You come with a small group of people who picked each other, so you are never standing at the back alone.',
  ],
  [
    'How much is a ticket?',
    'The early-bird ticket is $33.28. Full refunds are available up to 7 days before the event.',
  ],
  [
    'Do I need to be a runner?',
    'Not at all. The talk is for anyone curious about why we run, how the body adapts and how to start. Marathoners and people who only run for the bus are equally welcome.',
  ],
  [
    'Can I just come on my own?',
    'Yes. If you would rather skip the group, you can buy a ticket on the ticket site and come solo. The group option is for people who would like company they chose.',
  ],
  [
    'When do I need to sign up for a group?',
    'By October 23 at 23:59. Groups are formed from mutual picks after that, and you see your group before you commit.',
  ],
]);

/** Halloween 2025 (count not given by the spec). */
export const halloweenFaqs = faqs('halloween-2025', [
  [
    'How does Halloween night work?',
    "Pick the events you are into, then pick who you'd vibe with among the people interested in the same night. Mutual picks form groups of 4-6, balanced 50/50 male and female, and your group meets for a pre-game at a reserved table before heading out together on Friday, October 31.",
  ],
  ['When do I need to register?', 'Register before October 24. The countdown on this page runs to 23:59 that night.'],
  [
    'Are the event tickets included?',
    'No. Depending on the event, tickets are free or paid, and you buy them yourself from the venue. The pre-game meetup is arranged by us.',
  ],
  [
    'When do I find out where the pre-game is?',
    'Pre-game details are revealed only after matching, about 3-5 days before Halloween.',
  ],
  [
    'Do I need a costume?',
    'It helps at most of these events, and a few have costume contests with real prizes. But come as you are if you prefer; nobody in your group will mind.',
  ],
]);

/** The FAQ page of the programs brand: six questions. */
export const faqPageFaqs = faqs('faq-page', [
  [
    'How are groups formed?',
    'Everyone in a program round privately picks the people they would like to meet. Groups of 6-12 are formed only from mutual picks, so someone in your group chose you, though you will never know who.',
  ],
  [
    'How long is a program?',
    'Most programs run 3-6 weeks, meeting once a week for a learning activity like dance, pottery or cooking.',
  ],
  [
    'What does it cost?',
    'Each program shows its price on its card, usually $45-120 per session. You pay only when you join a group you have already seen.',
  ],
  ['Will people see who I picked?', 'Never. Picks are private and stay that way, even after your group forms.'],
  [
    'What if no group forms for me?',
    'We tell you that no group formed this round. Nothing is charged, and your profile carries over to the next round.',
  ],
  [
    'Is this for dating?',
    'It is for meeting people. Some members are open to romance, some are looking for friends, many for both. You choose what you are open to in your profile.',
  ],
]);

export const allFaqs: FaqSeed[] = [...coffeeFaqs, ...generalFaqs, ...brainsFaqs, ...halloweenFaqs, ...faqPageFaqs];
