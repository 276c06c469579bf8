// The Content-Security-Policy of the web server's pages. Scripts run only from this origin (the
// build's hashed files) plus, on a page rendered here, the inline starter whose hash the page names.
// Styles may be inline (a rendered page inlines its style sheets; components set custom properties
// in style attributes). Pictures and videos also come from the CMS's media and the api's (a CDN in
// production, hence https:), blob: for a recording played back or a photo previewed, and YouTube or
// other embeds of the CMS's video blocks in frames. The api and the CMS are reached at /api and /cms.
import { createHash } from 'node:crypto';

const fixed = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https:',
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/** The hashes CSP names inline scripts by: every `<script>` without `src` that a browser runs. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // Data blocks (application/json) are never run, so CSP does not govern them.
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The policy for a page whose HTML is `html` (its inline scripts allowed by hash), or for the app's shell. */
export function contentSecurityPolicy(html = ''): string {
  const scripts = ["script-src 'self'", ...inlineScriptHashes(html)].join(' ');
  return [fixed[0], scripts, ...fixed.slice(1)].join('; ');
}
