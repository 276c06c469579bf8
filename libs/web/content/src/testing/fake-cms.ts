import { replaceBrowserContentClient } from '../browser-client';
import { createContentClient } from '../content-client';
import { memoryStore } from '../store';

export interface FakeCmsContent {
  /** Documents per collection slug, e.g. `pages`, `campaigns`, `brands`, `programs`. */
  collections?: Record<string, readonly object[]>;
  /** Globals per slug, e.g. `site-settings`, `theme-picker`, `privacy-policy`. */
  globals?: Record<string, object>;
  /** While true, every request fails as if the CMS could not be reached. */
  down?: boolean;
}

export interface FakeCms {
  content: FakeCmsContent;
  /** The addresses asked for, in order. */
  requests: string[];
}

function matches(doc: object, search: URLSearchParams): boolean {
  for (const [key, value] of search) {
    const condition = /^where\[([^\]]+)\]\[equals\]$/.exec(key);
    if (!condition) continue;
    const field = (doc as Record<string, unknown>)[condition[1]!];
    if (String(field) !== value) return false;
  }
  return true;
}

/**
 * The CMS's REST surface as a component test sees it: `GET /cms/api/{collection}` with
 * `where[field][equals]` filters and `limit`, and `GET /cms/api/globals/{slug}`. Documents are served
 * as given (already "populated"). Anything unknown is a 404; `down` fails like a network error.
 */
export function fakeCmsFetch(cms: FakeCms): typeof fetch {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://web.test');
    cms.requests.push(`${url.pathname}${url.search}`);
    if (cms.content.down) throw new TypeError('fetch failed');
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const global = /^\/cms\/api\/globals\/([^/]+)$/.exec(url.pathname);
    if (global) {
      const doc = cms.content.globals?.[global[1]!];
      return doc ? json(200, doc) : json(404, { errors: [{ message: 'Not Found' }] });
    }
    const collection = /^\/cms\/api\/([^/]+)$/.exec(url.pathname);
    const docs = collection ? cms.content.collections?.[collection[1]!] : undefined;
    if (!docs) return json(404, { errors: [{ message: 'Not Found' }] });
    const limit = Number(url.searchParams.get('limit') ?? 10);
    return json(200, { docs: docs.filter((doc) => matches(doc, url.searchParams)).slice(0, limit) });
  };
}

/**
 * Puts a content client in place whose CMS is `content` (memory cache only). Change `content` to
 * change what the next request brings. Call `replaceBrowserContentClient(null)` to restore.
 */
export function serveFakeCms(content: FakeCmsContent): FakeCms {
  const cms: FakeCms = { content, requests: [] };
  replaceBrowserContentClient(
    createContentClient({
      baseUrl: '/cms/api',
      fetch: fakeCmsFetch(cms),
      store: memoryStore(),
      onError: () => undefined,
    }),
  );
  return cms;
}
