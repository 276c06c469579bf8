import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { loadPublicFormat, withShareCard } from './format-head.ts';
import type { PageRenderer } from './page-renderer.ts';

export interface WebAppOptions {
  /** The client build: index.html, /assets and the public files. */
  clientDir: string;
  renderer: PageRenderer;
  /** Where /api and /cms go when this server is the browser's only address (locally, docker compose). */
  apiUrl?: string;
  cmsUrl?: string;
  /** Who takes cards (the api's PAYMENTS_PROVIDER): with Stripe the pages let Stripe.js in. */
  paymentsProvider?: 'offline' | 'stripe';
}

/**
 * The web app's server: the built files, the public content pages rendered with their CMS content
 * (so they paint before any script runs), the app's shell for every other route, and /api and /cms
 * passed on to the api and the CMS when they are configured.
 */
export type WebApp = Express & {
  /** Passes WebSocket upgrades under /api (the group chat's sockets) on to the api; for the HTTP server's 'upgrade' event. */
  upgrade?: (request: IncomingMessage, socket: Socket, head: Buffer) => void;
};

export function createWebApp({
  clientDir,
  renderer,
  apiUrl,
  cmsUrl,
  paymentsProvider = 'offline',
}: WebAppOptions): WebApp {
  const stripe = paymentsProvider === 'stripe';
  // The shell's policy; a rendered page sends its own, naming its inline script.
  const shellPolicy = contentSecurityPolicy({ stripe });
  const securityHeaders = (response: Response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader('Content-Security-Policy', shellPolicy);
  };
  const app = express();
  app.disable('x-powered-by');
  // Behind the ingress or compose's proxy: the brand's host name arrives as X-Forwarded-Host.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  const shell = join(clientDir, 'index.html');

  app.get('/healthz', (_request, response) => void response.type('text/plain').send('ok\n'));

  // Before compression: uploads and answers stream through as they are.
  let upgrade: WebApp['upgrade'];
  for (const [path, target] of [
    ['/api', apiUrl],
    ['/cms', cmsUrl],
  ] as const) {
    if (!target) continue;
    const proxy = createProxyMiddleware({ target, pathFilter: path, xfwd: true, changeOrigin: false });
    app.use(proxy);
    if (path === '/api') upgrade = proxy.upgrade;
  }

  app.use(compression());
  // Content-hashed names: cached for a year.
  app.use(
    '/assets',
    express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  app.use(express.static(clientDir, { index: false, setHeaders: securityHeaders }));

  // A format's shareable page: the shell with its title and Open Graph tags, from the api.
  app.get('/f/:slug', async (request, response, next) => {
    securityHeaders(response);
    response.setHeader('Cache-Control', 'no-cache');
    if (!apiUrl) return response.sendFile(shell);
    try {
      const answer = await loadPublicFormat(apiUrl, request.params.slug);
      if (!answer.found) return response.status(answer.missing ? 404 : 200).sendFile(shell);
      const html = withShareCard(await readFile(shell, 'utf8'), {
        ...renderer.shareCard(answer.format),
        url: `${request.protocol}://${request.get('host') ?? request.hostname}${request.path}`,
        siteName: renderer.siteName(request.hostname),
      });
      response.type('html').send(html);
    } catch (error) {
      next(error);
    }
  });

  app.get('/{*path}', async (request, response, next) => {
    securityHeaders(response);
    // index.html and rendered pages name the current hashed files: always revalidated.
    response.setHeader('Cache-Control', 'no-cache');
    try {
      const page = renderer.rendersAhead(request.path)
        ? await renderer.render(request.originalUrl, request.hostname, request.headers.cookie)
        : null;
      if (!page) return response.sendFile(shell);
      // Drawn in the theme the visitor chose (its cookie): never one visitor's page for another.
      response.status(page.status).type('html').vary('Accept-Encoding').vary('Cookie');
      response.setHeader('Content-Security-Policy', contentSecurityPolicy({ scriptHashes: page.scriptHashes, stripe }));
      // Brotli whenever the browser takes it, whatever order it lists encodings in.
      const encoding = request.acceptsEncodings('br') === 'br' ? 'br' : request.acceptsEncodings('gzip');
      if (encoding === 'br') response.setHeader('Content-Encoding', 'br').send(page.brotli);
      else if (encoding === 'gzip') response.setHeader('Content-Encoding', 'gzip').send(page.gzip);
      else response.send(page.html);
    } catch (error) {
      next(error);
    }
  });
  return Object.assign(app, { upgrade });
}
