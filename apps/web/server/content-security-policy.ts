// The Content-Security-Policy of the web server's pages. Scripts run only from this origin (the
// build's hashed files) plus, on a page rendered here, the inline starter whose hash the page names.
// Styles may be inline (a rendered page inlines its style sheets; components set custom properties
// in style attributes). Pictures and videos also come from the CMS's media and the api's (a CDN in
// production, hence https:), blob: for a recording played back or a photo previewed, and YouTube or
// other embeds of the CMS's video blocks in frames. The api and the CMS are reached at /api and /cms.
import { createHash } from 'node:crypto';

/**
 * What Stripe's Payment Element needs on /payment, from Stripe's CSP guidance for Stripe.js: its
 * script (js.stripe.com, and the versioned *.js.stripe.com it may load from), the card fields'
 * frames there and hooks.stripe.com, where a card under 3-D Secure is sent to its bank; the API the
 * browser confirms the payment with (api.stripe.com), and the fraud signals Stripe.js reports
 * (m.stripe.network, q.stripe.com). Google Maps (the Address Element's autocomplete) is left out:
 * Ember shows no address form.
 */
export const stripeSources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network', 'https://q.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
} as const;

export interface PolicyOptions {
  /** The inline scripts a rendered page runs, by hash (`inlineScriptHashes`); none for the shell. */
  scriptHashes?: readonly string[];
  /** Cards are taken by Stripe (PAYMENTS_PROVIDER=stripe): Stripe.js may load and talk to Stripe. */
  stripe?: boolean;
}

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

/** The policy of a page whose inline scripts are `scriptHashes`, or of the app's shell. */
export function contentSecurityPolicy({ scriptHashes = [], stripe = false }: PolicyOptions = {}): string {
  const also = (sources: readonly string[]) => (stripe ? sources : []);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...also(stripeSources.script)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...also(stripeSources.connect)].join(' '),
    // The CMS's embeds may come from any https: site; Stripe's frames are named so that narrowing
    // the embeds keeps payments working.
    ['frame-src https:', ...also(stripeSources.frame)].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
