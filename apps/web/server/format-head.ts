// The head of /f/{slug}, a format's shareable page: the app's shell with the format's title and
// Open Graph tags, so a link shared in a chat or a post shows what the format is.
import { escapeHtml, replaceOnce } from './page-html.ts';

export interface ShareCard {
  title: string;
  description: string;
}

export interface SharedPage extends ShareCard {
  /** The page's own address, for og:url. */
  url: string;
  siteName: string;
}

/** The shell with the page's title and description, and its Open Graph and Twitter card tags. */
export function withShareCard(shell: string, page: SharedPage): string {
  const title = `${page.title} · ${page.siteName}`;
  let html = replaceOnce(shell, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  const tags = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', page.siteName],
    ['property', 'og:title', page.title],
    ['property', 'og:description', page.description],
    ['property', 'og:url', page.url],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', page.title],
    ['name', 'twitter:description', page.description],
  ]
    .map(([kind, name, content]) => `\n    <meta ${kind}="${name}" content="${escapeHtml(content ?? '')}" />`)
    .join('');
  return replaceOnce(html, /\s*<\/head>/, `${tags}\n  </head>`);
}

export type PublicFormatAnswer = { found: true; format: unknown } | { found: false; missing: boolean };

/**
 * The public format of `slug` from the api, or why not: missing (no active format has that slug)
 * or unknown (the api did not answer in time; the browser will ask it again).
 */
export async function loadPublicFormat(apiUrl: string, slug: string, timeoutMs = 1500): Promise<PublicFormatAnswer> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return { found: false, missing: true };
  try {
    const response = await fetch(`${apiUrl}/api/event-format/public/${slug}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404) return { found: false, missing: true };
    if (!response.ok) return { found: false, missing: false };
    return { found: true, format: await response.json() };
  } catch {
    return { found: false, missing: false };
  }
}
