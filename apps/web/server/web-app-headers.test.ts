// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './content-security-policy.ts';
import { type PageRenderer, pageResponse } from './page-renderer.ts';
import { createWebApp } from './web-app.ts';

// The Content-Security-Policy as browsers receive it from the web server: on the app's shell, on a
// public file and on a page rendered here, in test mode and with Stripe taking cards.
const starter = 'import("/assets/index-abc.js");';
const renderedHtml = `<!doctype html><html><head><script type="module">${starter}</script></head><body><main>Coffee</main></body></html>`;

function rendererOf(): PageRenderer {
  return {
    rendersAhead: (pathname) => pathname === '/coffee',
    render: () => pageResponse(200, renderedHtml),
    shareCard: () => ({ title: '', description: '' }),
    siteName: () => 'Ember',
  };
}

const servers: Server[] = [];

async function serve(paymentsProvider?: 'offline' | 'stripe'): Promise<string> {
  const clientDir = mkdtempSync(join(tmpdir(), 'ember-web-csp-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(clientDir, 'robots.txt'), 'User-agent: *\n');
  const app = createWebApp({ clientDir, renderer: rendererOf(), ...(paymentsProvider ? { paymentsProvider } : {}) });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The policy's directives by name, each with its sources. */
function directivesOf(policy: string | null): Map<string, string[]> {
  expect(policy).toBeTruthy();
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

async function policyOf(origin: string, path: string): Promise<Map<string, string[]>> {
  const response = await fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(response.status).toBe(200);
  return directivesOf(response.headers.get('content-security-policy'));
}

const pages = [
  ['the shell', '/emberite/payment'],
  ['a public file', '/robots.txt'],
  ['a rendered page', '/coffee'],
] as const;
const [starterHash] = inlineScriptHashes(renderedHtml);

let offline: string;
let stripe: string;

beforeAll(async () => {
  [offline, stripe] = [await serve(), await serve('stripe')];
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe.each(pages)('%s', (_, path) => {
  const own = (directive: string) => (path === '/coffee' && directive === 'script-src' ? [starterHash] : []);

  it('in test mode runs scripts and connects to this origin only', async () => {
    const directives = await policyOf(offline, path);
    expect(directives.get('script-src')).toEqual(["'self'", ...own('script-src')]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('frame-src')).toEqual(['https:']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('with Stripe lets Stripe.js load, reach Stripe and show its card and 3-D Secure frames', async () => {
    const directives = await policyOf(stripe, path);
    expect(directives.get('script-src')).toEqual([
      "'self'",
      ...own('script-src'),
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://m.stripe.network',
      'https://q.stripe.com',
    ]);
    expect(directives.get('frame-src')).toEqual([
      'https:',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    // Nothing else opens up.
    for (const name of ['default-src', 'form-action', 'base-uri']) expect(directives.get(name)).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });
});
