import { resolve } from 'node:path';

/** Everything the launcher can be told, from the environment, with the embedded defaults. */
export interface LauncherSettings {
  root: string;
  dataDir: string;
  apiPort: number;
  webPort: number;
  cmsPort: number;
  postgresPort: number;
  redisPort: number;
  mailSmtpPort: number;
  mailWebPort: number;
  webMode: 'dev' | 'preview';
  cmsMode: 'build' | 'dev';
  skip: Set<string>;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
}

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65_535)
    throw new Error(`${name} must be a port number, got "${value}"`);
  return parsed;
}

export function readSettings(): LauncherSettings {
  const root = resolve(import.meta.dirname, '../..');
  const mode = process.env['EMBER_WEB_MODE'] ?? 'dev';
  if (mode !== 'dev' && mode !== 'preview') throw new Error(`EMBER_WEB_MODE must be dev or preview, got "${mode}"`);
  const cmsMode = process.env['EMBER_CMS_MODE'] ?? 'build';
  if (cmsMode !== 'build' && cmsMode !== 'dev')
    throw new Error(`EMBER_CMS_MODE must be build or dev, got "${cmsMode}"`);
  return {
    root,
    dataDir: resolve(root, process.env['EMBER_DATA_DIR'] || '.data'),
    apiPort: port('API_PORT', 3000),
    webPort: port('EMBER_WEB_PORT', 4200),
    cmsPort: port('CMS_PORT', 3001),
    postgresPort: port('EMBER_PG_PORT', 54329),
    redisPort: port('EMBER_REDIS_PORT', 63790),
    mailSmtpPort: port('EMBER_MAIL_SMTP_PORT', 1025),
    mailWebPort: port('EMBER_MAIL_WEB_PORT', 1080),
    webMode: mode,
    cmsMode,
    skip: new Set(
      (process.env['EMBER_SKIP'] ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
    databaseUrl: process.env['DATABASE_URL'] || undefined,
    redisUrl: process.env['REDIS_URL'] || undefined,
    smtpUrl: process.env['SMTP_URL'] || undefined,
  };
}
