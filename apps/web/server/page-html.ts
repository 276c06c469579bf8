// The page sent for a route rendered on the server: the built index.html with the rendered markup,
// its title, theme, styles and the state the browser picks it up with.
import { latinFontFiles } from './page-assets.ts';

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  blockTypes: string[];
  /** Read back by the browser (src/main.tsx) before it hydrates. */
  state: unknown;
  title: string;
  description: string | null;
  documentAttributes: Record<string, string>;
  status: number;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => escapes[char]!);
}

/** JSON inside a script element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
  return html.replace(pattern, () => replacement);
}

/**
 * A script that runs `entry` once the page has painted its content (or after 3 s, e.g. in a
 * background tab). The entry's imports are not preloaded: in the browser's memory cache a preload
 * is compiled at once, which would hold the main thread as long as the modules take to compile.
 * Taps on the page's buttons are held back from the page until the app has taken it over, then
 * replayed, each once (src/replay-taps.tsx); links work without the app and are left alone.
 */
function startAfterPaint(entry: string): string {
  const code = `const early = [];
      const keep = (event) => {
        if (!(event.target instanceof Element) || event.target.closest('a[href]')) return;
        event.stopPropagation();
        event.preventDefault();
        early.push(event.target);
      };
      document.addEventListener('click', keep, true);
      window.emberEarlyClicks = () => {
        document.removeEventListener('click', keep, true);
        return early.splice(0);
      };
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        import(${scriptJson(entry)});
      };
      try {
        new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start);
        }).observe({ type: 'paint', buffered: true });
      } catch {
        requestAnimationFrame(() => setTimeout(start));
      }
      setTimeout(start, 3000);`;
  return `<script type="module">\n      ${code}\n    </script>`;
}

/**
 * Fills the built index.html for a rendered page. The styles the page needs are inlined (the entry's
 * style sheet link gives way to them) so the first paint waits for nothing but this document; the
 * brands preload gives way too, as the page already carries what it was drawn with.
 */
export function pageHtml(
  template: string,
  page: RenderedPage,
  assets: { css: string; cssFiles: readonly string[] },
): string {
  const attributes = Object.entries({ lang: 'en', ...page.documentAttributes })
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  let html = replaceOnce(template, /<html[^>]*>/, `<html${attributes}>`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    html = replaceOnce(
      html,
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    );
  }
  html = html.replace(/\s*(<!--[^>]*-->\s*)?<link\s+rel="preload"\s+as="fetch"[^>]*>/g, '');
  html = replaceOnce(html, /\s*<link rel="stylesheet"[^>]*>/, '');
  // The app's code loads once the page has painted: the markup needs none of it to show.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  html = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const starter = startAfterPaint(entry);
  html = replaceOnce(html, /<script type="module" crossorigin src="[^"]+"><\/script>/, starter);
  const css = assets.css.replace(/<\/style/gi, '<\\/style');
  const fonts = latinFontFiles(css)
    .map((file) => `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(file)}">`)
    .join('');
  // The inlined sheets' own links, disabled (never fetched): the app, loading a page's code later,
  // finds its styles already there instead of adding them again and restyling the page.
  const inlined = assets.cssFiles
    .map((file) => `\n    <link rel="stylesheet" href="/${escapeHtml(file)}" disabled>`)
    .join('');
  html = replaceOnce(html, /\s*<\/head>/, `${fonts}\n    <style>${css}</style>${inlined}\n  </head>`);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root">${page.html}</div>\n    <script type="application/json" id="ember-page-state">${scriptJson(page.state)}</script>`,
  );
}
