import type { RequiredDataFromCollectionSlug } from 'payload';

/** The one press card of the press page (spec 2 §2.11). */
export const pressArticles: RequiredDataFromCollectionSlug<'press-articles'>[] = [
  {
    title: 'A small-town pilot wants singles to meet in groups, not on apps',
    description:
      'A local founder is testing a different way for singles to meet: zero-pressure group activities where people privately pick each other first, then go out together.',
    pressName: 'Revelstoke Review',
    link: 'https://www.revelstokereview.com/',
    publishedOn: '2025-02-10',
  },
];
