import { statSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seasonCalendar } from '@ember/time-zones';

import type { Campaign, Media, NeighbourhoodEventsBlock } from '../src/payload-types';
import { allSeedImages } from '../src/seed/content/media';
import { isSeeded, seed } from '../src/seed/seed';
import { startTestCms, type TestCms } from './test-database';

let cms: TestCms;
const users = [
  { email: 'admin@test.local', password: 'admin-password-1', role: 'admin' as const, name: 'Admin' },
  { email: 'editor@test.local', password: 'editor-password-1', role: 'editor' as const, name: 'Editor' },
];

beforeAll(async () => {
  cms = await startTestCms('seed');
  expect(await seed(cms.payload, { ifNeeded: true, users })).toEqual({ seeded: true, reason: 'content loaded' });
});

afterAll(async () => {
  await cms?.close();
});

const published = { overrideAccess: false, depth: 2, draft: false, limit: 200 } as const;

async function campaign(slug: string): Promise<Campaign> {
  const { docs } = await cms.payload.find({ collection: 'campaigns', where: { slug: { equals: slug } }, ...published });
  return docs[0]!;
}

describe('seeded content, as the public sees it', () => {
  it('has the three brands with their landings', async () => {
    const { docs } = await cms.payload.find({ collection: 'brands', ...published });
    expect(docs.map((brand) => [brand.key, brand.landingVariant]).sort()).toEqual([
      ['coffee', 'coffee'],
      ['programs', 'programs'],
      ['social', 'general'],
    ]);
  });

  it('has every public page', async () => {
    const { docs } = await cms.payload.find({ collection: 'pages', ...published });
    expect(docs.map((page) => page.path).sort()).toEqual(
      [
        '/',
        '/about',
        '/become-a-host',
        '/ember',
        '/faq',
        '/press',
        '/programs',
        '/shopify-builders',
        '/v1',
        '/v2',
      ].sort(),
    );
    const campaigns = await cms.payload.find({ collection: 'campaigns', ...published });
    expect(campaigns.docs.map((doc) => doc.slug).sort()).toEqual([
      'brains-and-barstools',
      'coffee',
      'halloween-2025',
      'halloween-mystery',
    ]);
  });

  it('has 24 Halloween events in six neighbourhoods, queen west open', async () => {
    const halloween = await campaign('halloween-2025');
    const block = halloween.layout.find((b): b is NeighbourhoodEventsBlock => b.blockType === 'neighbourhoodEvents')!;
    expect(block.sections.map((section) => section.events.length)).toEqual([4, 5, 3, 4, 2, 3]);
    expect(block.sections.filter((section) => section.openByDefault).map((section) => section.key)).toEqual([
      'queen-west',
    ]);
    expect(typeof halloween.forcedTheme === 'object' && halloween.forcedTheme?.themeId).toBe('midnight-purple');
  });

  it("counts down to the season's deadlines, the api's, all ahead of today", async () => {
    const season = seasonCalendar(new Date());
    const target = async (slug: string) => (await campaign(slug)).layout.find((b) => b.blockType === 'countdown')!;
    expect(await target('coffee')).toMatchObject({ target: season.coffee.deadline.toISOString() });
    expect(await target('brains-and-barstools')).toMatchObject({
      target: season.brainsAndBarstools.deadline.toISOString(),
    });
    expect(await target('halloween-2025')).toMatchObject({ target: season.halloween.deadline.toISOString() });
    expect(await target('halloween-mystery')).toMatchObject({ target: season.halloween.deadline.toISOString() });
    for (const slug of ['coffee', 'brains-and-barstools', 'halloween-2025', 'halloween-mystery']) {
      for (const event of (await campaign(slug)).eventDates ?? []) {
        expect(Date.parse(event.startsAt ?? '')).toBeGreaterThan(Date.now());
      }
    }
  });

  it("names the app's support address on the FAQ page and in the site settings", async () => {
    const support = process.env['SUPPORT_EMAIL'] || 'support@ember.local';
    const { docs } = await cms.payload.find({ collection: 'pages', where: { slug: { equals: 'faq' } }, ...published });
    const faq = docs[0]!.layout.find((block) => block.blockType === 'faqAccordion');
    expect(faq).toMatchObject({ contactEmail: support });
    expect((await cms.payload.findGlobal({ slug: 'site-settings', ...published })).contactEmail).toBe(support);
  });

  it('offers experience dates that are all still ahead', async () => {
    const { docs } = await cms.payload.find({ collection: 'experience-types', ...published });
    const today = new Date().toISOString().slice(0, 10);
    const dates = docs.flatMap((type) => (type.availableDates ?? []).map((entry) => entry.date));
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(String(date).slice(0, 10) > today).toBe(true);
  });

  it('has the nine catalogue experiences with their prices and group sizes', async () => {
    const { docs } = await cms.payload.find({
      collection: 'experiences',
      where: { inCatalogue: { equals: true } },
      sort: 'order',
      ...published,
    });
    expect(docs.map((e) => e.price)).toEqual([65, 45, 140, 95, 45, 55, 50, 30, 60]);
    expect(docs.map((e) => `${e.participants.min}-${e.participants.max}`)).toEqual([
      '4-6',
      '4-12',
      '8-10',
      '6-12',
      '6-8',
      '6-8',
      '6-12',
      '4-10',
      '6-12',
    ]);
    const settings = await cms.payload.findGlobal({ slug: 'site-settings', ...published });
    const fallback = settings.experienceLanding?.fallbackExperience;
    expect(typeof fallback === 'object' && fallback?.experienceId).toBe('shuffle-dance');
  });

  it('has the chat, testimonial, story-card and FAQ counts of the spec', async () => {
    const topics = await cms.payload.find({
      collection: 'chat-topics',
      where: { audience: { equals: 'visitor' } },
      ...published,
    });
    expect(topics.totalDocs).toBe(17);
    expect(topics.docs.every((topic) => topic.followUps?.length === 3)).toBe(true);
    expect((await cms.payload.count({ collection: 'testimonials', overrideAccess: false })).totalDocs).toBe(6);
    const sets = await cms.payload.find({ collection: 'story-card-sets', ...published });
    expect(sets.docs.map((set) => set.cards.length)).toEqual(Array(11).fill(4));
    const faqCount = async (set: string) =>
      (await cms.payload.count({ collection: 'faqs', where: { set: { equals: set } }, overrideAccess: false }))
        .totalDocs;
    expect([await faqCount('coffee'), await faqCount('brains-and-barstools'), await faqCount('faq-page')]).toEqual([
      7, 5, 6,
    ]);
  });

  it("has the member area's three help chats, each with canned responses and a fallback", async () => {
    const chats = await cms.payload.find({ collection: 'guided-chats', ...published, sort: 'order' });
    expect(chats.docs.map((chat) => chat.chatId)).toEqual(['setup-guide', 'event-tips', 'general']);
    for (const chat of chats.docs) {
      expect(chat.messages.length).toBeGreaterThan(0);
      expect(chat.responses?.length).toBeGreaterThanOrEqual(3);
      expect(chat.fallback).not.toBe('');
    }
  });

  it('fills every image slot with an uploaded picture whose files are there', async () => {
    const staticDir = cms.payload.collections.media.config.upload.staticDir!;
    const uploaded = (value: unknown): Media => {
      expect(typeof value).toBe('object');
      const media = value as Media;
      expect(media.url).toBeTruthy();
      for (const name of [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)]) {
        if (name) expect(statSync(path.join(staticDir, name)).size).toBeGreaterThan(0);
      }
      return media;
    };

    const testimonials = await cms.payload.find({ collection: 'testimonials', ...published });
    for (const testimonial of testimonials.docs) uploaded(testimonial.image);
    const press = await cms.payload.find({ collection: 'press-articles', ...published });
    for (const article of press.docs) uploaded(article.image);
    const experiences = await cms.payload.find({ collection: 'experiences', ...published });
    expect(experiences.totalDocs).toBe(10);
    for (const experience of experiences.docs) {
      uploaded(experience.image);
      expect(experience.images).toHaveLength(2);
      experience.images!.forEach(uploaded);
      uploaded(experience.host.avatar);
      expect(experience.host.videoUrl).toBe(`/media/hosts/${experience.experienceId}.mp4`);
    }
    const v1 = await cms.payload.find({ collection: 'pages', where: { path: { equals: '/v1' } }, ...published });
    const hero = v1.docs[0]!.layout![0]!;
    expect(hero.blockType === 'hero' && hero.background).toBe('image');
    expect(uploaded(hero.blockType === 'hero' ? hero.image : null).sizes?.hero?.url).toBeTruthy();
  });

  it('has the theme picker with the default and the route-forced themes', async () => {
    const picker = await cms.payload.findGlobal({ slug: 'theme-picker', ...published });
    expect(typeof picker.defaultTheme === 'object' && picker.defaultTheme.themeId).toBe('slate-burgundy-plum');
    expect(picker.groups.map((group) => group.label)).toEqual([
      'accent colours (test)',
      'warm',
      'bold',
      'creative',
      'fresh',
      'professional',
    ]);
    expect(
      picker.routeThemes?.map((route) => [route.path, typeof route.theme === 'object' && route.theme.themeId]),
    ).toEqual([
      ['/', 'slate-burgundy-plum'],
      ['/halloween-mystery', 'forest-gold'],
      ['/halloween-2025', 'midnight-purple'],
      ['/brains-and-barstools', 'warm-coffee'],
    ]);
  });

  it('has the legal texts, effective 2025-01-15, rendered to HTML', async () => {
    const privacy = await cms.payload.findGlobal({ slug: 'privacy-policy', ...published });
    expect(privacy.effectiveDate.slice(0, 10)).toBe('2025-01-15');
    expect(privacy.bodyHtml).toContain('European Union / European Economic Area');
    const terms = await cms.payload.findGlobal({ slug: 'terms-of-use', ...published });
    expect(terms.bodyHtml).toContain('at least 20 years old');
  });
});

describe('seeding again', () => {
  it('is skipped once seeded, so admin edits survive a restart', async () => {
    const faq = (
      await cms.payload.find({ collection: 'faqs', where: { faqId: { equals: 'coffee-1' } }, overrideAccess: true })
    ).docs[0]!;
    await cms.payload.update({
      collection: 'faqs',
      id: faq.id,
      data: { answer: 'Edited in the admin.' },
      overrideAccess: true,
    });
    expect(await isSeeded(cms.payload)).toBe(true);
    expect(await seed(cms.payload, { ifNeeded: true, users })).toEqual({ seeded: false, reason: 'already seeded' });
    const after = await cms.payload.findByID({ collection: 'faqs', id: faq.id, overrideAccess: true });
    expect(after.answer).toBe('Edited in the admin.');
  });

  it('moves only the dated documents on when a later start finds the season moved on', async () => {
    const later = new Date(Date.now() + 14 * 24 * 3600 * 1000);
    const result = await seed(cms.payload, { ifNeeded: true, users, now: later });
    expect(result).toMatchObject({ seeded: true });
    const countdown = (await campaign('coffee')).layout.find((b) => b.blockType === 'countdown')!;
    expect(countdown).toMatchObject({ target: seasonCalendar(later).coffee.deadline.toISOString() });
    const faq = await cms.payload.find({
      collection: 'faqs',
      where: { faqId: { equals: 'coffee-1' } },
      overrideAccess: true,
    });
    expect(faq.docs[0]!.answer).toBe('Edited in the admin.');
    expect(await seed(cms.payload, { ifNeeded: true, users, now: later })).toEqual({
      seeded: false,
      reason: 'already seeded',
    });
  });

  it('restores the content in place when forced, without duplicates', async () => {
    await seed(cms.payload, { users });
    const faqs = await cms.payload.find({
      collection: 'faqs',
      where: { faqId: { equals: 'coffee-1' } },
      overrideAccess: true,
    });
    expect(faqs.totalDocs).toBe(1);
    expect(faqs.docs[0]!.answer).toMatch(/^Tell us a little about yourself/);
    expect((await cms.payload.count({ collection: 'pages', overrideAccess: true })).totalDocs).toBe(10);
    // The pictures are found again by file name, not uploaded twice.
    expect((await cms.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(
      allSeedImages().length,
    );
  });
});
