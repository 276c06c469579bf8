// `npm run preview -w @ember/web` (and the web image): serves the built app on EMBER_WEB_PORT, rendering
// the public content pages with the CMS at EMBER_CMS_URL; /api goes to EMBER_API_URL. PAYMENTS_PROVIDER
// is the api's: with `stripe` the pages' Content-Security-Policy lets Stripe.js in.
import { resolve } from 'node:path';
import { loadPageRenderer } from './page-renderer.ts';
import { createWebApp } from './web-app.ts';

const distDir = resolve(import.meta.dirname, '../dist');
const port = Number(process.env['EMBER_WEB_PORT'] ?? 4200);
const host = process.env['EMBER_WEB_HOST'] ?? '127.0.0.1';
const apiUrl = process.env['EMBER_API_URL'] ?? 'http://127.0.0.1:3000';
const cmsUrl = process.env['EMBER_CMS_URL'] ?? 'http://127.0.0.1:3001';
const paymentsProvider = process.env['PAYMENTS_PROVIDER'] === 'stripe' ? 'stripe' : 'offline';

function log(message: string, error?: unknown): void {
  const detail = error instanceof Error ? `: ${error.stack ?? error.message}` : '';
  console.error(`web: ${message}${detail}`);
}

const renderer = await loadPageRenderer({ distDir, cmsApiUrl: `${cmsUrl}/cms/api`, log });
const app = createWebApp({ clientDir: resolve(distDir, 'client'), renderer, apiUrl, cmsUrl, paymentsProvider });
const server = app.listen(port, host, () => console.log(`web: http://${host}:${port}`));
// The group chat's sockets (/api/socket.io) are WebSocket upgrades, which bypass the app's middleware.
if (app.upgrade) server.on('upgrade', app.upgrade);
server.on('error', (error) => {
  log('could not listen', error);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
