import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import { type SeasonCalendar, seasonCalendar } from '@ember/time-zones';
import type { CollectionSlug, Payload } from 'payload';

import { brands } from './content/brands';
import { brainsAndBarstools, halloweenMystery } from './content/campaigns-events';
import { coffeeCampaign } from './content/campaigns-coffee';
import { halloween2025 } from './content/campaigns-halloween';
import { hostTopics, visitorTopics } from './content/chat-topics';
import { guidedChats } from './content/guided-chats';
import { experienceTypes } from './content/experience-types';
import { allExperiences, shuffleDance } from './content/experiences';
import { allFaqs } from './content/faqs';
import { effectiveDate, privacyPolicy, termsOfUse } from './content/legal';
import { generalLanding, programsHome, rootV1, rootV2 } from './content/pages-landing';
import {
  aboutPage,
  becomeAHostPage,
  contactEmail,
  faqPage,
  pressPage,
  programsPage,
  shopifyBuildersPage,
} from './content/pages-site';
import { pressArticles } from './content/press';
import { programs } from './content/programs';
import { storyCardSets } from './content/story-cards';
import { testimonials } from './content/testimonials';
import { defaultThemeId, pickerGroups, routeThemes, themes } from './content/themes';
import { experienceMedia, heroV1Image, pressImages, testimonialPhotos } from './content/media';
import { uploadSeedMedia } from './media';
import { Refs, upsertPublished } from './upsert';
import { ensureUsers, seedUsers, type SeedUser } from './users';

/** Bumped when the seeded content changes shape, so operators can tell which content a database has. */
export const contentVersion = 1;

export interface SeedResult {
  seeded: boolean;
  reason: string;
}

/** Where each seeded collection keeps the key the seed finds its documents by. */
const seedKeys = {
  themes: 'themeId',
  faqs: 'faqId',
  testimonials: 'name',
  'story-card-sets': 'title',
  'press-articles': 'title',
  programs: 'programId',
  'chat-topics': 'topicId',
  'guided-chats': 'chatId',
  'experience-types': 'typeId',
  experiences: 'experienceId',
  pages: 'slug',
  campaigns: 'slug',
  brands: 'key',
} as const satisfies Partial<Record<CollectionSlug, string>>;
type SeededCollection = keyof typeof seedKeys;

export async function isSeeded(payload: Payload): Promise<boolean> {
  const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true, depth: 0 });
  return Boolean(state.seededAt);
}

/** The coffee deadline the seeded content counts down to; null before the first seed. */
async function seededCoffeeDeadline(payload: Payload): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'campaigns',
    where: { slug: { equals: 'coffee' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const countdown = docs[0]?.layout.find((block) => block.blockType === 'countdown');
  return countdown && 'target' in countdown ? new Date(countdown.target).toISOString() : null;
}

type Put = <T extends SeededCollection>(
  collection: T,
  docs: Parameters<typeof upsertPublished<T>>[3][],
) => Promise<void>;

function putter(payload: Payload, refs: Refs): Put {
  return async (collection, docs) => {
    const keyField = seedKeys[collection];
    for (const doc of docs) {
      const key = String((doc as Record<string, unknown>)[keyField]);
      refs.set(collection, key, await upsertPublished(payload, collection, keyField, doc));
    }
  };
}

/** Ids of what the seed wrote earlier, so dated documents can point at it again. */
async function loadRefs(payload: Payload): Promise<Refs> {
  const refs = new Refs();
  for (const [collection, keyField] of Object.entries(seedKeys) as [SeededCollection, string][]) {
    const { docs } = await payload.find({ collection, pagination: false, depth: 0, overrideAccess: true });
    for (const doc of docs as unknown as Record<string, unknown>[])
      refs.set(collection, String(doc[keyField]), doc['id'] as number);
  }
  return refs;
}

/** The documents that name the season's dates: campaigns, the general landing, experience types. */
async function putSeason(put: Put, refs: Refs, season: SeasonCalendar): Promise<void> {
  await put('pages', [generalLanding(refs, season)]);
  await put('campaigns', [
    coffeeCampaign(refs, season),
    brainsAndBarstools(refs, season),
    halloween2025(refs, season),
    halloweenMystery(refs, season),
  ]);
  await put(
    'experience-types',
    experienceTypes(season).map(({ experienceIds, ...type }) => ({
      ...type,
      experiences: refs.ids('experiences', experienceIds),
    })),
  );
}

/**
 * Loads the spec's content, its dates counted from `now` (see `seasonCalendar`, which the api's
 * program catalogue shares). With `ifNeeded`, a seeded database keeps its content, so edits made
 * in the admin survive restarts; only when the season has moved on (the api would now count down
 * to another deadline) are the dated documents written again. Without it, restores every seeded
 * document in place.
 */
export async function seed(
  payload: Payload,
  options: { ifNeeded?: boolean; users?: SeedUser[]; now?: Date } = {},
): Promise<SeedResult> {
  const season = seasonCalendar(options.now ?? new Date());
  if (options.ifNeeded && (await isSeeded(payload))) {
    if ((await seededCoffeeDeadline(payload)) === season.coffee.deadline.toISOString()) {
      return { seeded: false, reason: 'already seeded' };
    }
    const refs = await loadRefs(payload);
    await putSeason(putter(payload, refs), refs, season);
    return { seeded: true, reason: `dates moved to the season of ${season.anchor}` };
  }
  const refs = new Refs();
  const put = putter(payload, refs);
  await uploadSeedMedia(payload, refs);
  const image = (file: string | undefined) => (file ? refs.id('media', file) : undefined);

  await put('themes', themes);
  await put('faqs', allFaqs);
  await put(
    'testimonials',
    testimonials.map((testimonial) => ({ ...testimonial, image: image(testimonialPhotos[testimonial.name]?.file) })),
  );
  await put('story-card-sets', storyCardSets);
  await put(
    'press-articles',
    pressArticles.map((article) => ({ ...article, image: image(pressImages[article.title]?.file) })),
  );
  await put('programs', programs);

  // Chat topics point at each other: create them all first, then set the follow-ups.
  const topics = [...visitorTopics, ...hostTopics];
  await put(
    'chat-topics',
    topics.map(({ followUpIds: _followUps, ...topic }) => topic),
  );
  await put(
    'chat-topics',
    topics.map(({ followUpIds, ...topic }) => ({ ...topic, followUps: refs.ids('chat-topics', followUpIds) })),
  );

  await put('guided-chats', guidedChats);

  await put(
    'experience-types',
    experienceTypes(season).map(({ experienceIds: _ids, ...type }) => type),
  );
  await put(
    'experiences',
    allExperiences.map(({ typeId, ...experience }) => {
      const media = experienceMedia[experience.experienceId];
      return {
        ...experience,
        experienceType: typeId ? refs.id('experience-types', typeId) : undefined,
        image: image(media?.image.file),
        images: media ? [image(media.image.file)!, image(media.detail.file)!] : [],
        host: { ...experience.host, avatar: image(media?.hostAvatar.file), videoUrl: media?.hostVideo },
      };
    }),
  );

  await put('pages', [
    programsHome(refs),
    withHeroImage(rootV1(refs), refs.id('media', heroV1Image.file)),
    rootV2(refs),
    programsPage(refs),
    aboutPage(),
    faqPage(refs),
    becomeAHostPage(refs),
    pressPage(refs),
    shopifyBuildersPage(),
  ]);
  await putSeason(put, refs, season);
  await put('brands', brands(refs));

  await payload.updateGlobal({
    slug: 'theme-picker',
    overrideAccess: true,
    data: {
      _status: 'published',
      title: 'choose your colors',
      defaultTheme: refs.id('themes', defaultThemeId),
      groups: pickerGroups.map(({ group, label }) => ({
        group,
        label,
        themes: themes.filter((theme) => theme.group === group).map((theme) => refs.id('themes', theme.themeId)),
      })),
      routeThemes: routeThemes.map(({ path, themeId }) => ({ path, theme: refs.id('themes', themeId) })),
    },
  });

  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: {
      _status: 'published',
      contactEmail,
      city: 'Toronto',
      experienceLanding: {
        fallbackExperience: refs.id('experiences', shuffleDance.experienceId),
        comparisonHeading: 'Not just another event',
        comparison: [
          {
            topic: 'Who you meet',
            genericEvent: 'Whoever happens to be there.',
            ours: 'A small group of people who picked each other.',
          },
          {
            topic: 'Group size',
            genericEvent: 'Dozens of strangers.',
            ours: '6-12 people, so everyone actually talks.',
          },
          {
            topic: 'Commitment',
            genericEvent: 'Half the sign-ups never show.',
            ours: 'Everyone has joined and paid, so people come.',
          },
          {
            topic: 'Afterwards',
            genericEvent: 'Everyone goes home separately.',
            ours: 'You leave with people you already know a little.',
          },
        ],
        stepsHeading: 'How it works',
        steps: [
          { title: 'Join the interest list', text: 'Tell us you are in and when you are free.' },
          { title: 'Record a short video', text: 'Two short videos help others get a feel for you.' },
          { title: 'Pick', text: 'Privately pick the people you would like to do this with.' },
          { title: 'Get your group', text: 'We form the group from mutual picks and send you an invite.' },
          { title: 'Go', text: 'Confirm, pay, and show up. The host takes it from there.' },
        ],
      },
    },
  });

  const editorConfig = await editorConfigFactory.default({ config: payload.config });
  const legal = async (slug: 'privacy-policy' | 'terms-of-use', title: string, markdown: string) =>
    payload.updateGlobal({
      slug,
      overrideAccess: true,
      data: { _status: 'published', title, effectiveDate, body: convertMarkdownToLexical({ editorConfig, markdown }) },
    });
  await legal('privacy-policy', 'Privacy policy', privacyPolicy);
  await legal('terms-of-use', 'Terms of use', termsOfUse);

  await ensureUsers(payload, options.users ?? seedUsers());
  await payload.updateGlobal({
    slug: 'seed-state',
    overrideAccess: true,
    data: { seededAt: new Date().toISOString(), contentVersion },
  });
  return { seeded: true, reason: 'content loaded' };
}

/** The page with its opening hero's background image set (the seeded pages are plain data). */
function withHeroImage<Page extends { layout?: unknown }>(page: Page, imageId: number): Page {
  const [first, ...rest] = (page.layout ?? []) as { blockType: string }[];
  if (first?.blockType !== 'hero') throw new Error('seed: the page does not open with a hero');
  return { ...page, layout: [{ ...first, background: 'image', image: imageId }, ...rest] };
}
