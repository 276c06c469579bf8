import type { RequiredDataFromCollectionSlug } from 'payload';

type TestimonialSeed = RequiredDataFromCollectionSlug<'testimonials'>;

/** Six testimonials for the root landing v2 carousel. */
export const testimonials: TestimonialSeed[] = [
  {
    order: 1,
    name: 'Priya',
    subtitle: 'pottery circle, Leslieville',
    quote:
      "I'd tried the apps and the big meetups. This was the first time I walked in and felt like the people there actually wanted me there. Four weeks later we still have a group chat going.",
  },
  {
    order: 2,
    name: 'Marcus',
    subtitle: 'dance class, Queen West',
    quote:
      'Not knowing who picked me made it easier, honestly. No pressure, no awkward first message. We just showed up and danced badly together.',
  },
  {
    order: 3,
    name: 'Elena',
    subtitle: 'weekend coffee, the Annex',
    quote:
      'Five of us around one table on a Saturday morning. We stayed two hours past what we planned. I moved here a year ago and this was the first weekend it felt like home.',
  },
  {
    order: 4,
    name: 'Dev',
    subtitle: 'cooking class, Kensington',
    quote:
      "Seeing the group before paying was the part that sold me. I knew who I'd be cooking with, and I knew they'd said yes to me too.",
  },
  {
    order: 5,
    name: 'Sam',
    subtitle: 'improv crew, Bloor West',
    quote:
      "I'm not the type to walk up to strangers. Here I didn't have to. The group was already made of people who wanted to meet, and that changed the whole evening.",
  },
  {
    order: 6,
    name: 'Hannah',
    subtitle: 'ai workshop, King West',
    quote:
      'I came to learn something and left with three people I now see every other week. Small group, real conversations, no one performing.',
  },
];
