import { describe, expect, it, vi } from 'vitest';

import { createContentClient } from './content-client';
import { experienceImages, experienceLink } from './experience-links';
import { populated, populatedList } from './populated';
import type { Brand, Experience } from './types';

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

function brand(overrides: Partial<Brand>): Brand {
  return {
    id: 1,
    key: 'programs',
    name: 'Ember',
    isDefault: false,
    hostNames: [],
    landingVariant: 'programs',
    landing: { relationTo: 'pages', value: 1 },
    headerCta: { label: 'sign in', href: '/login' },
    applyLink: { label: 'apply', href: '/start' },
    copyrightYear: 2025,
    updatedAt: '',
    createdAt: '',
    ...overrides,
  };
}

function routes(table: Record<string, unknown>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://cms.test');
    const key = url.pathname + (url.searchParams.get('where[experienceId][equals]') ?? '');
    if (!(key in table)) throw new Error(`unexpected request ${url}`);
    return jsonResponse(table[key]);
  });
}

describe('ContentClient', () => {
  it('asks only for published content, with the where clause and depth', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => jsonResponse({ docs: [] }));
    const client = createContentClient({ baseUrl: 'http://cms.test/cms/api/', fetch });
    await client.page('/faq');
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(url.pathname).toBe('/cms/api/pages');
    expect(url.searchParams.get('draft')).toBe('false');
    expect(url.searchParams.get('where[path][equals]')).toBe('/faq');
    expect(url.searchParams.get('depth')).toBe('2');
    expect(url.searchParams.get('limit')).toBe('1');
  });

  it('returns null for a page that does not exist', async () => {
    const client = createContentClient({ baseUrl: '/cms/api', fetch: async () => jsonResponse({ docs: [] }) });
    expect(await client.campaign('nope')).toBeNull();
  });

  it('chooses the brand by host name, ignoring the port, and falls back to the default brand', async () => {
    const brands = [
      brand({ id: 1, key: 'programs', isDefault: true, hostNames: [{ hostName: 'localhost' }] }),
      brand({ id: 2, key: 'coffee', hostNames: [{ hostName: 'coffee.localhost' }] }),
    ];
    const client = createContentClient({ baseUrl: '/cms/api', fetch: async () => jsonResponse({ docs: brands }) });
    expect((await client.brandForHost('Coffee.localhost:4200'))?.key).toBe('coffee');
    expect((await client.brandForHost('unknown.example'))?.key).toBe('programs');
  });

  it('falls back to the configured experience for an unknown id', async () => {
    const shuffle = { id: 10, experienceId: 'shuffle-dance', title: 'Shuffle dance' } as Experience;
    const fetch = routes({
      '/cms/api/experiencesnope': { docs: [] },
      '/cms/api/globals/site-settings': { experienceLanding: { fallbackExperience: shuffle } },
    });
    const client = createContentClient({ baseUrl: '/cms/api', fetch });
    expect((await client.experienceOrFallback('nope'))?.experienceId).toBe('shuffle-dance');
  });

  it('reads globals through /globals/{slug}', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) =>
      jsonResponse({ title: 'Privacy policy', bodyHtml: '<p>hi</p>' }),
    );
    const client = createContentClient({ baseUrl: '/cms/api', fetch });
    expect((await client.legal('privacy-policy')).bodyHtml).toBe('<p>hi</p>');
    expect(String(fetch.mock.calls[0]![0])).toMatch(/^\/cms\/api\/globals\/privacy-policy\?depth=0&draft=false$/);
  });
});

describe('ContentClient landings and cached reads', () => {
  it("answers a brand's landing from the brand itself when it came populated", async () => {
    const home = { id: 1, path: '/', title: 'Programs landing', layout: [{ blockType: 'hero', heading: 'Hi' }] };
    const fetch = vi.fn(async (_input: RequestInfo | URL) => jsonResponse({ docs: [] }));
    const client = createContentClient({ baseUrl: '/cms/api', fetch });
    const landing = await client.landing(brand({ landing: { relationTo: 'pages', value: home as never } }));
    expect(landing).toEqual({ kind: 'page', page: home });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads a landing given only by id through its path or slug', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => jsonResponse({ docs: [{ slug: 'coffee', layout: [] }] }));
    const client = createContentClient({ baseUrl: '/cms/api', fetch });
    const coffee = { id: 4, slug: 'coffee' };
    const landing = await client.landing(brand({ landing: { relationTo: 'campaigns', value: coffee as never } }));
    expect(landing?.kind).toBe('campaign');
    expect(new URL(String(fetch.mock.calls[0]![0]), 'http://x').searchParams.get('where[slug][equals]')).toBe('coffee');
  });

  it('reads brands with their landings in one request and holds them for synchronous reads', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => jsonResponse({ docs: [brand({ key: 'social' })] }));
    const client = createContentClient({ baseUrl: '/cms/api', fetch });
    expect(client.cachedBrands()).toBeUndefined();
    await client.brands();
    expect(client.cachedBrands()?.[0]?.key).toBe('social');
    expect(String(fetch.mock.calls[0]![0])).toBe(client.brandsUrl());
    expect(new URL(client.brandsUrl(), 'http://x').searchParams.get('depth')).toBe('2');
  });
});

describe('experience links', () => {
  it('builds public and member links', () => {
    expect(experienceLink('axe-throwing')).toBe('/experience/axe-throwing');
    expect(experienceLink('axe-throwing', { member: true })).toBe('/emberite/experience/axe-throwing');
  });

  it("throws the spec's error without an id", () => {
    expect(() => experienceLink('')).toThrow('Experience ID is required to generate a link.');
    expect(() => experienceLink(undefined)).toThrow('Experience ID is required to generate a link.');
  });

  it('gives the default image paths under /images/{id}/', () => {
    expect(experienceImages('latin-dance')).toEqual({
      main: '/images/latin-dance/main.jpg',
      midTop: '/images/latin-dance/mid-top.jpg',
      midBottom: '/images/latin-dance/mid-bottom.jpg',
      last: '/images/latin-dance/last.jpg',
      hostAvatar: '/images/latin-dance/host-avatar.jpg',
    });
  });
});

describe('populated', () => {
  it('keeps documents and drops bare ids', () => {
    expect(populated({ id: 3 })).toEqual({ id: 3 });
    expect(populated(3)).toBeUndefined();
    expect(populatedList([1, { id: 2 }, 3])).toEqual([{ id: 2 }]);
  });
});

describe('persisted copies for the first paint', () => {
  it('are found under the addresses and prefix the browser client uses', async () => {
    const { contentUrls, persistedContent } = await import('./persisted');
    const { webStorageStore } = await import('./store');
    const fetch = vi.fn(async (_input: RequestInfo | URL) => jsonResponse({ docs: [], groups: [] }));
    const client = createContentClient({ baseUrl: '/cms/api', fetch });
    await client.brands();
    await client.themePicker();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([contentUrls.brands(), contentUrls.themePicker()]);
    const saved = new Map<string, string>();
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
    };
    webStorageStore(storage).set(contentUrls.brands(), { value: { docs: ['saved'] }, fetchedAt: 1 });
    vi.stubGlobal('localStorage', storage);
    expect(persistedContent(contentUrls.brands())).toEqual({ docs: ['saved'] });
    vi.unstubAllGlobals();
  });
});
