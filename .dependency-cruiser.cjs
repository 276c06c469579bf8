// Architecture rules, checked by `npm run lint`. See ARCHITECTURE.md §3-4 and STYLE.md.
/* eslint-disable @typescript-eslint/no-require-imports -- dependency-cruiser reads a CommonJS config */
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
/* eslint-enable @typescript-eslint/no-require-imports */

/** The web libraries whose Nx tags give them this `type:` (feature, ui, data-access, api-client). */
function webLibraries(type) {
  const root = join(__dirname, 'libs/web');
  return readdirSync(root).filter((name) => {
    const manifest = join(root, name, 'package.json');
    if (!existsSync(manifest)) return false;
    const tags = JSON.parse(readFileSync(manifest, 'utf8')).nx?.tags ?? [];
    return tags.includes(`type:${type}`);
  });
}
const anyOf = (names) => `(${names.join('|')})`;
const webFeatures = anyOf(webLibraries('feature'));
const webUi = anyOf(webLibraries('ui'));

const tests = '\\.(spec|int-spec)\\.ts$|\\.test\\.tsx?$|/testing/|/test/';
const frameworks = '^node_modules/(@nestjs|@mikro-orm|bullmq|express|ioredis|pg|nestjs-pino|@bull-board)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules form a tree inside each project.',
      from: { pathNot: tests },
      to: { circular: true },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      comment: 'The web talks to the server through openapi/openapi.json and the generated client only.',
      from: { path: '^(apps/web|apps/web-e2e|libs/web)/' },
      to: { path: '^(apps/api|apps/worker|libs/server|cms)/', pathNot: '^cms/src/payload-types\\.ts$' },
    },
    {
      name: 'web-takes-only-types-from-cms',
      severity: 'error',
      comment: "The CMS's generated document types may be imported as types only (erased at build time).",
      from: { path: '^(apps/web|apps/web-e2e|libs/web)/' },
      to: { path: '^cms/src/payload-types\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-feature-not-to-feature',
      severity: 'error',
      comment:
        'A web feature never imports another (bulletproof-react): shared widgets go to a type:ui library ' +
        '(@ember/ui), shared rules to libs/shared, and the app composes features (passing one into another).',
      from: { path: `^libs/web/${webFeatures}/` },
      to: { path: `^libs/web/${webFeatures}/`, pathNot: '^libs/web/$1/' },
    },
    {
      name: 'web-ui-is-presentational',
      severity: 'error',
      comment: 'type:ui libraries hold widgets: they use other ui libraries and libs/shared, no data or features.',
      from: { path: `^libs/web/${webUi}/`, pathNot: tests },
      to: { path: '^libs/web/', pathNot: [`^libs/web/${webUi}/`] },
    },
    {
      name: 'web-libs-never-import-features-but-features',
      severity: 'error',
      comment: 'Only the app and features themselves use features; data access, the client and widgets do not.',
      from: { path: '^libs/web/', pathNot: `^libs/web/${webFeatures}/` },
      to: { path: `^libs/web/${webFeatures}/` },
    },
    {
      name: 'cms-uses-only-shared',
      severity: 'error',
      comment: 'The CMS is its own app: of the repository it may use libs/shared only.',
      from: { path: '^cms/' },
      to: { path: '^(apps|libs/server|libs/web)/' },
    },
    {
      name: 'libs-never-import-apps',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'context-only-through-index',
      severity: 'error',
      comment: 'A context reaches another only through its public entry (src/index.ts).',
      from: { path: '^libs/server/([^/]+)/' },
      to: {
        path: '^libs/server/([^/]+)/src/',
        pathNot: [
          '^libs/server/$1/',
          '^libs/server/[^/]+/src/index\\.ts$',
          '^libs/server/[^/]+/src/testing/index\\.ts$',
        ],
      },
    },
    {
      name: 'shared-is-plain',
      comment: 'libs/shared is plain TypeScript for web and server alike: no project code, framework or Node API.',
      severity: 'error',
      from: { path: '^libs/shared/([^/]+)/', pathNot: tests },
      to: {
        path: ['^(apps|cms|libs/server|libs/web)/', frameworks, '^libs/shared/(?!$1/)[^/]+/src/(?!index\\.ts$)'],
      },
    },
    {
      name: 'shared-uses-no-node-api',
      severity: 'error',
      from: { path: '^libs/shared/', pathNot: tests },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'kernel-is-plain',
      severity: 'error',
      comment: 'The kernel is plain TypeScript shared by every domain.',
      from: { path: '^libs/server/kernel/src/', pathNot: tests },
      to: { path: [frameworks, '^libs/server/(?!kernel/)'] },
    },
    {
      name: 'domain-is-plain',
      severity: 'error',
      comment: 'Domain code imports the kernel and its own domain only: no framework, no other layer.',
      from: { path: '^libs/server/([^/]+)/src/domain/', pathNot: tests },
      to: {
        path: ['^node_modules/', '^libs/server/'],
        pathNot: ['^libs/server/kernel/', '^libs/server/$1/src/domain/', '^node_modules/@types/'],
      },
    },
    {
      name: 'application-has-no-framework',
      severity: 'error',
      comment: 'Use cases and ports import no Nest, ORM, BullMQ, Redis or Express; nor infrastructure or http.',
      from: { path: '^libs/server/([^/]+)/src/application/', pathNot: tests },
      to: { path: [frameworks, '^libs/server/$1/src/(infrastructure|http)/', '^libs/server/platform/'] },
    },
    {
      name: 'http-not-infrastructure',
      severity: 'error',
      comment: 'Controllers call use cases; they never reach adapters directly.',
      from: { path: '^libs/server/([^/]+)/src/http/', pathNot: tests },
      to: { path: '^libs/server/$1/src/infrastructure/' },
    },
    {
      name: 'no-orphans-in-src',
      severity: 'warn',
      from: {
        orphan: true,
        path: '^(apps|libs)/[^/]+/.*src/',
        pathNot: [tests, '\\.d\\.ts$', '/main\\.tsx?$', 'migrations/'],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '\\.data/', 'node_modules/\\.cache'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['ember-source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
