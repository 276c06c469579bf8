// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withShareCard } from './format-head.ts';
import type { PageRenderer } from './page-renderer.ts';
import { createWebApp } from './web-app.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Small groups of people." />
    <title>Ember</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

// What the api answers for an active format (the fields the share card reads).
const format = { slug: 'dumplings-1a2b3c4d', format: 'Dumplings & "friends"', hostFirstName: 'Maya' };

/** The render module's share card, as the app's server build composes it (tested with the hosting library). */
const shareCard = (answer: unknown) => {
  const { format: title, hostFirstName } = answer as typeof format;
  return { title, description: `Kensington Market, Toronto · $45 per person · hosted by ${hostFirstName}.` };
};

describe('withShareCard', () => {
  it('sets the title, the description and the Open Graph tags, escaped', () => {
    const html = withShareCard(shell, {
      title: 'Dumplings & "friends"',
      description: 'Fri, Dec 18 · <b>Toronto</b>',
      url: 'http://localhost:4200/f/dumplings',
      siteName: 'Ember',
    });
    expect(html).toContain('<title>Dumplings &amp; &quot;friends&quot; · Ember</title>');
    expect(html).toContain('<meta name="description" content="Fri, Dec 18 · &lt;b&gt;Toronto&lt;/b&gt;" />');
    expect(html).toContain('<meta property="og:title" content="Dumplings &amp; &quot;friends&quot;" />');
    expect(html).toContain('<meta property="og:url" content="http://localhost:4200/f/dumplings" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('the web server at /f/{slug}', () => {
  let api: Server;
  let web: Server;
  let origin: string;

  beforeAll(async () => {
    // The api's public format route, as the web server calls it.
    api = createServer((request, response) => {
      if (request.url === `/api/event-format/public/${format.slug}`) {
        response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(format));
      } else {
        response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"code":"hosting.format-not-found"}');
      }
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const clientDir = mkdtempSync(join(tmpdir(), 'ember-web-'));
    writeFileSync(join(clientDir, 'index.html'), shell);
    const renderer: PageRenderer = {
      rendersAhead: () => false,
      render: async () => null,
      shareCard,
      siteName: () => 'Ember',
    };
    // Only /f/{slug} is asked: the api is reached directly, not through the proxy.
    const app = createWebApp({
      clientDir,
      renderer,
      apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    });
    web = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => web.once('listening', resolve));
    origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => web.close(resolve));
    await new Promise((resolve) => api.close(resolve));
  });

  it("answers an active format's page with its Open Graph tags", async () => {
    const response = await fetch(`${origin}/f/${format.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta property="og:title" content="Dumplings &amp; &quot;friends&quot;" />');
    expect(html).toContain(`<meta property="og:url" content="${origin}/f/${format.slug}" />`);
    expect(html).toContain('Kensington Market, Toronto · $45 per person · hosted by Maya.');
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers 404 with the app for a slug no active format has', async () => {
    const response = await fetch(`${origin}/f/no-such-format`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Ember</title>');
    expect(html).not.toContain('og:title');
  });
});
