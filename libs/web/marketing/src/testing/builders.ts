import type { ChatTopic, Faq, StoryCardSet, Testimonial } from '@ember/content';

// Small builders of CMS documents for component tests: only what a test is about is given.

const stamps = { updatedAt: '2025-01-01T00:00:00.000Z', createdAt: '2025-01-01T00:00:00.000Z' };

export function aFaq(n: number, overrides: Partial<Faq> = {}): Faq {
  return {
    id: n,
    faqId: `faq-${n}`,
    question: `Question ${n}?`,
    answer: `Answer ${n}.`,
    set: 'faq-page',
    ...stamps,
    ...overrides,
  };
}

export function aTestimonial(n: number, overrides: Partial<Testimonial> = {}): Testimonial {
  return { id: n, quote: `Quote number ${n}.`, name: `Person ${n}`, ...stamps, ...overrides };
}

export function aTopic(n: number, overrides: Partial<ChatTopic> = {}): ChatTopic {
  return {
    id: n,
    topicId: `topic-${n}`,
    audience: 'visitor',
    question: `Question ${n}?`,
    answer: [{ text: `Answer ${n}.` }],
    ...stamps,
    ...overrides,
  };
}

/** Set n: four people named after the set, so a test can tell which set a card shows. */
export function aStorySet(n: number): StoryCardSet {
  return {
    id: n,
    title: `Set ${n}`,
    cards: [0, 1, 2, 3].map((card) => ({ name: `S${n}C${card}`, interest: 'Creative', story: `Story ${n}.${card}` })),
    ...stamps,
  };
}
