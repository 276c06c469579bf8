import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { inlineScriptHashes } from './content-security-policy.ts';
import { type Manifest, pageStyles } from './page-assets.ts';
import type { ShareCard } from './format-head.ts';
import { type RenderedPage, pageHtml } from './page-html.ts';

/** The server build of the app (src/entry-server.tsx). */
interface RenderModule {
  rendersAhead(pathname: string): boolean;
  themeChoiceIn(cookieHeader: string | undefined): string | null;
  createPageRenderer(options: {
    cmsApiUrl: string;
    maxAgeMs: number;
    onError?: (error: Error) => void;
  }): (request: PageRequest) => Promise<RenderedPage | null>;
  shareCardOf(format: never): ShareCard;
  siteNameFor(host: string): string;
}

/** A page to render: its address, the host name (the brand) and the theme the visitor chose. */
interface PageRequest {
  url: string;
  host: string;
  chosenThemeId: string | null;
}

export interface PageResponse {
  status: number;
  html: string;
  /** Its inline starter script's hash, for its Content-Security-Policy to allow it. */
  scriptHashes: string[];
  /** The page compressed once, as hard as the formats go: small enough to arrive in the first round trips. */
  brotli: Buffer;
  gzip: Buffer;
}

const brotliPage = promisify(brotliCompress);
const gzipPage = promisify(gzip);

/** A rendered page as the server sends it: compressed once, its inline scripts hashed once. */
export async function pageResponse(status: number, html: string): Promise<PageResponse> {
  const [brotli, gzipped] = await Promise.all([
    brotliPage(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    gzipPage(html, { level: 9 }),
  ]);
  return { status, html, scriptHashes: inlineScriptHashes(html), brotli, gzip: gzipped };
}

export interface PageRenderer {
  rendersAhead(pathname: string): boolean;
  /**
   * The page for `url` on `host`, in the theme the request's cookies choose, or null when it cannot
   * be rendered here (the app's shell serves it).
   */
  render(url: string, host: string, cookieHeader?: string): Promise<PageResponse | null>;
  /** The share card of a public format as the api answers it (its title and description). */
  shareCard(format: unknown): ShareCard;
  /** The brand's name on `host`. */
  siteName(host: string): string;
}

/**
 * Renders the public content pages from the built app: the client build (`dist/client`, its
 * index.html and manifest) and the server build (`dist/server/entry-server.js`).
 */
/** Rendered pages are reused for this long (the CMS's content is re-read as often). */
const pageMaxAgeMs = 5000;
/** At most this many rendered pages are held (query strings make many addresses of one page). */
const heldPages = 200;

export async function loadPageRenderer({
  distDir,
  cmsApiUrl,
  log,
}: {
  distDir: string;
  cmsApiUrl: string;
  log: (message: string, error?: unknown) => void;
}): Promise<PageRenderer> {
  const clientDir = join(distDir, 'client');
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const app = (await import(pathToFileURL(join(distDir, 'server/entry-server.js')).href)) as RenderModule;
  const renderPage = app.createPageRenderer({
    cmsApiUrl,
    maxAgeMs: pageMaxAgeMs,
    onError: (error) => log(`the CMS could not be read; rendering from the last copy`, error),
  });
  const styles = new Map<string, string>();
  const style = (file: string) => {
    let text = styles.get(file);
    if (text === undefined) {
      text = readFileSync(join(clientDir, file), 'utf8');
      styles.set(file, text);
    }
    return text;
  };

  async function respond(request: PageRequest): Promise<PageResponse | null> {
    const { url, host } = request;
    let page: RenderedPage | null;
    try {
      page = await renderPage(request);
    } catch (error) {
      log(`rendering ${url} for ${host} failed; the app renders it in the browser`, error);
      return null;
    }
    if (!page) return null;
    const cssFiles = pageStyles(manifest, page.blockTypes);
    return pageResponse(page.status, pageHtml(template, page, { css: cssFiles.map(style).join('\n'), cssFiles }));
  }

  // Stale while revalidate: a page rendered less than pageMaxAgeMs ago is sent as it is; an older
  // one is sent too while a new render replaces it, so no visitor waits for a render twice.
  const held = new Map<string, Held>();
  type Held = { at: number; response: Promise<PageResponse | null>; refreshing?: boolean };
  function renderInto(key: string, request: PageRequest, stale?: Held): Promise<PageResponse | null> {
    const response = respond(request);
    void response.then((page) => {
      if (page) {
        held.delete(key);
        held.set(key, { at: Date.now(), response });
        if (held.size > heldPages) held.delete(held.keys().next().value!);
      } else if (stale) {
        // Not rendered now (the CMS is down): the last page stays, and a later request tries again.
        stale.refreshing = false;
      } else {
        held.delete(key);
      }
    });
    return response;
  }
  return {
    rendersAhead: (pathname) => app.rendersAhead(pathname),
    shareCard: (format) => app.shareCardOf(format as never),
    siteName: (host) => app.siteNameFor(host),
    render(url, host, cookieHeader) {
      const request: PageRequest = { url, host, chosenThemeId: app.themeChoiceIn(cookieHeader) };
      const key = `${host.toLowerCase()} ${url} ${request.chosenThemeId ?? ''}`;
      const entry = held.get(key);
      if (!entry) {
        const response = renderInto(key, request);
        held.set(key, { at: Date.now(), response, refreshing: true });
        return response;
      }
      if (Date.now() - entry.at >= pageMaxAgeMs && !entry.refreshing) {
        entry.refreshing = true;
        void renderInto(key, request, entry);
      }
      return entry.response;
    },
  };
}
