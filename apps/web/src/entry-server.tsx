import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { type Brand, RenderedBrandContext, brandForHost, fromCmsBrand } from '@ember/brand';
import { renderedTheme } from '@ember/brand/rendered-theme';

export { themeChoiceIn } from '@ember/brand/rendered-theme';
import { type ContentClient, createContentClient } from '@ember/content';
import { ContentSnapshot, ContentSnapshotContext, type PageLook } from '@ember/marketing/snapshot';
import { type Theme, isDarkTheme, themeVariables } from '@ember/ui';
import { AppShell } from './app';

export { rendersAhead } from './routes/content-route-table';
export { shareCardOf } from '@ember/web-hosting/share-card';

/** The brand's name on a host name: the site name of the pages the server shares. */
export function siteNameFor(host: string): string {
  return brandForHost(host).name;
}

/** What the browser needs to pick up a page rendered ahead: see main.tsx, which reads it back. */
export interface PageState {
  brand: Brand;
  content: Record<string, unknown>;
  look: PageLook;
}

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  /** The CMS block types the page shows (their code and styles go with it). */
  blockTypes: string[];
  state: PageState;
  /** The page's title (for the tab) and description. */
  title: string;
  description: string | null;
  /** Attributes of `<html>`: the brand and the theme's colours, as applyTheme would set them. */
  documentAttributes: Record<string, string>;
  /** 404 when the route's document does not exist. */
  status: number;
}

async function toHtml(tree: ReactNode, errors: unknown[]): Promise<string> {
  const { prelude } = await prerender(tree, { onError: (error) => void errors.push(error) });
  return new Response(prelude).text();
}

function documentAttributes(brand: Brand, theme: Theme): Record<string, string> {
  const dark = isDarkTheme(theme);
  const variables = Object.entries(themeVariables(theme)).map(([name, value]) => `${name}: ${value}`);
  return {
    'data-brand': brand.id,
    'data-theme': theme.id,
    'data-mode': dark ? 'dark' : 'light',
    style: [...variables, `color-scheme: ${dark ? 'dark' : 'light'}`].join('; '),
  };
}

/**
 * A renderer of public pages reading the CMS at `cmsApiUrl` (e.g. http://cms:3001/cms/api). Content is
 * held for `maxAgeMs` and re-read before a render once older, so a publish shows within that time.
 */
export function createPageRenderer({
  cmsApiUrl,
  maxAgeMs = 5000,
  onError,
}: {
  cmsApiUrl: string;
  maxAgeMs?: number;
  onError?: (error: Error) => void;
}) {
  const client = createContentClient({ baseUrl: cmsApiUrl, maxAgeMs, awaitStale: true, onError });
  return (request: { url: string; host: string; chosenThemeId?: string | null }) => renderPage({ ...request, client });
}

/**
 * Renders a public page on the server with its CMS content, for the host name's brand, in the theme
 * the visitor chose where the route does not force one. The first
 * pass reads what the page asks for (and loads its code); the second draws it knowing how it opens,
 * which the header shows before the content below it. Null when the CMS could not answer or the
 * page failed to render: the browser then renders it from its own copies, as for any other route.
 */
export async function renderPage({
  url,
  host,
  client,
  chosenThemeId = null,
}: {
  url: string;
  host: string;
  client: ContentClient;
  chosenThemeId?: string | null;
}): Promise<RenderedPage | null> {
  const cmsBrand = await client.brandForHost(host);
  const brand = cmsBrand ? fromCmsBrand(cmsBrand) : brandForHost(host);
  const snapshot = new ContentSnapshot(client);
  const errors: unknown[] = [];
  const tree = (
    <StrictMode>
      <RenderedBrandContext value={brand}>
        <ContentSnapshotContext value={snapshot}>
          <StaticRouter location={url}>
            <AppShell />
          </StaticRouter>
        </ContentSnapshotContext>
      </RenderedBrandContext>
    </StrictMode>
  );
  await toHtml(tree, errors);
  const html = snapshot.failed || errors.length > 0 ? '' : await toHtml(tree, errors);
  if (errors.length > 0) throw new AggregateError(errors, `rendering ${url} failed`);
  if (snapshot.failed) return null;
  const pathname = new URL(url, 'http://localhost').pathname;
  const theme = await renderedTheme(client, {
    pathname,
    brand,
    forcedThemeId: snapshot.look.forcedThemeId,
    chosenThemeId,
  });
  const missing = [...snapshot.values.values()].some((value) => value === null);
  const { title, description = null } = snapshot.look;
  return {
    html,
    blockTypes: snapshot.look.blockTypes ?? [],
    state: {
      brand,
      content: snapshot.toJSON(),
      look: { opensDark: snapshot.look.opensDark, blockTypes: snapshot.look.blockTypes },
    },
    title: title ? `${title} · ${brand.name}` : brand.name,
    description,
    documentAttributes: documentAttributes(brand, theme),
    status: missing ? 404 : 200,
  };
}
