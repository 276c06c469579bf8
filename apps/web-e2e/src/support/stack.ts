// Where the stack under test answers. The launcher gets its own data directory and ports.
const webPort = Number(process.env['E2E_WEB_PORT'] ?? 4310);
const apiPort = Number(process.env['E2E_API_PORT'] ?? 3310);
const postgresPort = Number(process.env['E2E_PG_PORT'] ?? 54339);
const mailWebPort = Number(process.env['E2E_MAIL_WEB_PORT'] ?? 1090);
const cmsPort = Number(process.env['E2E_CMS_PORT'] ?? 3311);
// One Redis namespace per run (the runner sets it once; its workers inherit it): counters such
// as the per-address and per-network code limits start from zero every time.
process.env['E2E_REDIS_PREFIX'] ??= `ember_e2e_${Date.now().toString(36)}`;
const redisPrefix = process.env['E2E_REDIS_PREFIX'];

const webOrigin = process.env['E2E_BASE_URL'] ?? `http://localhost:${webPort}`;
/** Wiped at the start of every run; several runs side by side need their own. */
const dataDir = process.env['E2E_DATA_DIR'] ?? '.data/e2e';

export const e2eStack = {
  webOrigin,
  dataDir,
  webUrl: `http://127.0.0.1:${webPort}`,
  /** A brand host of the same site: Chromium resolves *.localhost to this machine. */
  brandOrigin(brand: 'coffee' | 'social'): string {
    const url = new URL(webOrigin);
    url.hostname = `${brand}.${url.hostname}`;
    return url.origin;
  },
  mailInbox: process.env['E2E_MAIL_URL'] ?? `http://127.0.0.1:${mailWebPort}`,
  /** The CMS itself (its admin UI for editors); visitors reach its API through the web's /cms. */
  cmsOrigin: process.env['E2E_CMS_URL'] ?? `http://localhost:${cmsPort}`,
  databaseUrl:
    process.env['E2E_DATABASE_URL'] ??
    process.env['DATABASE_URL'] ??
    `postgres://postgres:postgres@127.0.0.1:${postgresPort}/ember`,
  redisUrl: process.env['E2E_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379',
  redisPrefix,
  launcherEnv: {
    EMBER_DATA_DIR: dataDir,
    EMBER_WEB_MODE: 'preview',
    CMS_PORT: String(cmsPort),
    EMBER_WEB_PORT: String(webPort),
    API_PORT: String(apiPort),
    EMBER_PG_PORT: String(postgresPort),
    EMBER_MAIL_SMTP_PORT: String(Number(process.env['E2E_MAIL_SMTP_PORT'] ?? 1035)),
    EMBER_MAIL_WEB_PORT: String(mailWebPort),
    EMBER_REDIS_PORT: String(Number(process.env['E2E_REDIS_PORT'] ?? 63799)),
    REDIS_PREFIX: redisPrefix,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'warn',
    // The browser tests' admin (creates and moves matching rounds).
    ADMIN_EMAILS: 'e2e-admin@example.com',
  } as Record<string, string>,
};
