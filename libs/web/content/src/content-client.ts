import { CachedFetcher, type CachedFetcherOptions, type ContentListener } from './cached-fetcher';
import { populated } from './populated';
import type { restQuery } from './query';
import { brandsQuery, globalUrl, listUrl, themePickerDepth, themesQuery } from './urls';
import type {
  Brand,
  Campaign,
  Experience,
  ExperienceType,
  Faq,
  GuidedChat,
  Page,
  PrivacyPolicy,
  Program,
  SiteSetting,
  TermsOfUse,
  Theme,
  ThemePicker,
} from './types';

interface PaginatedDocs<T> {
  docs: T[];
}

export interface ContentClientOptions extends CachedFetcherOptions {
  /** The CMS REST root, e.g. `/cms/api` behind the web's origin or `http://127.0.0.1:3001/cms/api`. */
  baseUrl: string;
}

// Layout blocks reference FAQs, testimonials, topics and their follow-ups: depth 2 populates them.
const layoutDepth = 2;

export type Landing = { kind: 'page'; page: Page } | { kind: 'campaign'; campaign: Campaign };

/** Published content from the CMS, cached (see CachedFetcher). Returns null for what does not exist. */
export class ContentClient {
  private readonly fetcher: CachedFetcher;
  private readonly baseUrl: string;

  constructor(options: ContentClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetcher = new CachedFetcher(options);
  }

  /** Every brand, each with its landing (page or campaign) populated. */
  async brands(): Promise<Brand[]> {
    return this.list<Brand>('brands', brandsQuery);
  }

  /** The brands held from an earlier read (memory or the persistent store), without a request. */
  cachedBrands(): Brand[] | undefined {
    return this.fetcher.peek<PaginatedDocs<Brand>>(this.listUrl('brands', brandsQuery))?.docs;
  }

  /** The address `brands()` reads, e.g. for a preload hint in the page's head. */
  brandsUrl(): string {
    return this.listUrl('brands', brandsQuery);
  }

  /** The brand whose host names include `host` (port ignored), else the default brand. */
  async brandForHost(host: string): Promise<Brand | null> {
    const name = host.toLowerCase().replace(/:\d+$/, '');
    const all = await this.brands();
    return (
      all.find((brand) => brand.hostNames.some((entry) => entry.hostName.toLowerCase() === name)) ??
      all.find((brand) => brand.isDefault) ??
      null
    );
  }

  /** What `/` shows for a brand: its landing page or campaign (as populated on the brand when it is). */
  async landing(brand: Brand): Promise<Landing | null> {
    const { relationTo, value } = brand.landing;
    if (typeof value === 'object' && Array.isArray(value.layout)) {
      return relationTo === 'pages'
        ? { kind: 'page', page: value as Page }
        : { kind: 'campaign', campaign: value as Campaign };
    }
    const key =
      typeof value === 'object' ? (relationTo === 'pages' ? (value as Page).path : (value as Campaign).slug) : null;
    if (key === null) return null;
    if (relationTo === 'pages') {
      const page = await this.page(key);
      return page ? { kind: 'page', page } : null;
    }
    const campaign = await this.campaign(key);
    return campaign ? { kind: 'campaign', campaign } : null;
  }

  async themes(): Promise<Theme[]> {
    return this.list<Theme>('themes', themesQuery);
  }

  cachedThemes(): Theme[] | undefined {
    return this.fetcher.peek<PaginatedDocs<Theme>>(this.listUrl('themes', themesQuery))?.docs;
  }

  /** The picker's groups and the route-forced themes, with their themes populated. */
  async themePicker(): Promise<ThemePicker> {
    return this.global<ThemePicker>('theme-picker', themePickerDepth);
  }

  cachedThemePicker(): ThemePicker | undefined {
    return this.fetcher.peek<ThemePicker>(this.globalUrl('theme-picker', themePickerDepth));
  }

  /**
   * Listens for content that changed when it was refreshed (an edit published while a stale copy was
   * shown): read it again to show the new version. Returns the unsubscribe.
   */
  subscribe(listener: ContentListener): () => void {
    return this.fetcher.subscribe(listener);
  }

  /** A page by its route, e.g. `/faq`. */
  async page(path: string): Promise<Page | null> {
    return this.first<Page>('pages', { path: { equals: path } }, layoutDepth);
  }

  /** A campaign by its slug, e.g. `halloween-2025`. */
  async campaign(slug: string): Promise<Campaign | null> {
    return this.first<Campaign>('campaigns', { slug: { equals: slug } }, layoutDepth);
  }

  async faqs(set: Faq['set']): Promise<Faq[]> {
    return this.list<Faq>('faqs', { where: { set: { equals: set } }, depth: 0, limit: 100, sort: 'order' });
  }

  /** The experience catalogue, in order. */
  async experiences(): Promise<Experience[]> {
    return this.list<Experience>('experiences', {
      where: { inCatalogue: { equals: true } },
      depth: 1,
      limit: 100,
      sort: 'order',
    });
  }

  async experience(experienceId: string): Promise<Experience | null> {
    return this.first<Experience>('experiences', { experienceId: { equals: experienceId } }, 1);
  }

  /** The experience landing's subject: the experience, or the configured fallback (shuffle dance) for unknown ids. */
  async experienceOrFallback(experienceId: string | undefined): Promise<Experience | null> {
    const found = experienceId ? await this.experience(experienceId) : null;
    if (found) return found;
    const settings = await this.siteSettings();
    const fallback = settings.experienceLanding?.fallbackExperience;
    return (
      populated(fallback) ??
      (typeof fallback === 'number' ? this.first<Experience>('experiences', { id: { equals: fallback } }, 1) : null)
    );
  }

  async experienceType(typeId: string): Promise<ExperienceType | null> {
    return this.first<ExperienceType>('experience-types', { typeId: { equals: typeId } }, 1);
  }

  /** A help chat of the member area (setup guide, event tips, general chat) by its id. */
  async guidedChat(chatId: string): Promise<GuidedChat | null> {
    return this.first<GuidedChat>('guided-chats', { chatId: { equals: chatId } }, 0);
  }

  /** Program cards for /programs, in order. */
  async programs(): Promise<Program[]> {
    return this.list<Program>('programs', {
      where: { onProgramsPage: { equals: true } },
      depth: 0,
      limit: 100,
      sort: 'order',
    });
  }

  async program(programId: string): Promise<Program | null> {
    return this.first<Program>('programs', { programId: { equals: programId } }, 0);
  }

  async siteSettings(): Promise<SiteSetting> {
    return this.global<SiteSetting>('site-settings', 1);
  }

  /** The privacy policy or terms of use; `bodyHtml` holds the rendered text. */
  async legal(slug: 'privacy-policy'): Promise<PrivacyPolicy>;
  async legal(slug: 'terms-of-use'): Promise<TermsOfUse>;
  async legal(slug: 'privacy-policy' | 'terms-of-use'): Promise<PrivacyPolicy | TermsOfUse> {
    return this.global(slug, 0);
  }

  private listUrl(collection: string, params: Parameters<typeof restQuery>[0]): string {
    return listUrl(this.baseUrl, collection, params);
  }

  private globalUrl(slug: string, depth: number): string {
    return globalUrl(this.baseUrl, slug, depth);
  }

  private async list<T>(collection: string, params: Parameters<typeof restQuery>[0]): Promise<T[]> {
    const result = await this.fetcher.get<PaginatedDocs<T>>(this.listUrl(collection, params));
    return result.docs;
  }

  private async first<T>(
    collection: string,
    where: Record<string, Record<string, string | number | boolean>>,
    depth: number,
  ): Promise<T | null> {
    const docs = await this.list<T>(collection, { where, depth, limit: 1 });
    return docs[0] ?? null;
  }

  private global<T>(slug: string, depth: number): Promise<T> {
    return this.fetcher.get<T>(this.globalUrl(slug, depth));
  }
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  return new ContentClient(options);
}
