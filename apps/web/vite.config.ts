import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';

const apiTarget = process.env['EMBER_API_URL'] ?? 'http://127.0.0.1:3000';
// The CMS serves itself under /cms (its REST API at /cms/api), so the path passes through unchanged.
const cmsTarget = process.env['EMBER_CMS_URL'] ?? 'http://127.0.0.1:3001';
const port = Number(process.env['EMBER_WEB_PORT'] ?? 4200);
// Loopback by default; brand hosts (coffee.localhost, social.localhost) resolve to it in the browser.
const host = process.env['EMBER_WEB_HOST'] ?? '127.0.0.1';
const allowedHosts = [
  'localhost',
  '.localhost',
  ...(process.env['EMBER_WEB_ALLOWED_HOSTS'] ?? '').split(',').filter(Boolean),
];

// The browser keeps the brand host as Origin; the api checks it against WEB_ORIGIN and its subdomains.
const proxy = {
  // ws: the group chat's sockets live under /api/socket.io.
  '/api': { target: apiTarget, changeOrigin: false, xfwd: true, ws: true },
  '/cms': { target: cmsTarget, changeOrigin: false, xfwd: true },
};

const clientBuild: BuildEnvironmentOptions = {
  target: 'es2022',
  outDir: 'dist/client',
  // Every browser the es2022 target reaches preloads modules itself: no polyfill in the entry.
  modulePreload: { polyfill: false },
  sourcemap: true,
  // Read by `npm run bench:web` to know which chunks each route loads.
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          // React changes less often than the app: its own long-cached chunk.
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
          // Everything else the first script imports, in the entry's chunk: left alone, the bundler
          // splits what later chunks share into small files of their own, each a request and each
          // compressed on its own.
          { name: 'startup', tags: ['$initial'], priority: 1 },
          {
            name: 'store',
            test: /node_modules[\\/](@reduxjs|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|@standard-schema)[\\/]|libs[\\/]web[\\/]api-client[\\/]/,
          },
        ],
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: { host, port, strictPort: true, allowedHosts, proxy },
  preview: { host, port, strictPort: true, allowedHosts, proxy },
  // The server's render bundle (`vite build --ssr`, see server/) carries the workspace libraries'
  // sources; React and the router stay in node_modules.
  ssr: {
    noExternal: [/^@ember\//],
    resolve: { conditions: ['ember-source', 'module', 'node', 'development|production'] },
  },
  build: isSsrBuild ? { target: 'node24', outDir: 'dist/server', sourcemap: true, copyPublicDir: false } : clientBuild,
}));
