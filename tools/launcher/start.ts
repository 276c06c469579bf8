// `npm start`: the whole platform on embedded defaults. PostgreSQL, Redis and a mail catcher come
// up (or the ones in DATABASE_URL, REDIS_URL and SMTP_URL are used), migrations run, then the
// api, the worker and the web app start and their addresses are printed. Ctrl-C stops everything.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startCms } from './cms.ts';
import { demoWanted } from './demo-switch.ts';
import { startMailCatcher } from './mail.ts';
import { type RunningPostgres, ensureDatabase, startEmbeddedPostgres } from './postgres.ts';
import { resolveRedis } from './redis.ts';
import { localSecrets } from './secrets.ts';
import { readSettings } from './settings.ts';
import { Supervisor } from './supervisor.ts';
import { waitForHttp } from './wait-for.ts';

const settings = readSettings();
const log = (line: string) => process.stdout.write(`\u001b[1mlauncher\u001b[0m│ ${line}\n`);
mkdirSync(settings.dataDir, { recursive: true });

let postgres: RunningPostgres | undefined;
let shuttingDown = false;
const supervisor = new Supervisor((name, code) => {
  log(`${name} stopped unexpectedly (exit ${code}); stopping everything`);
  void shutdown(1);
});

/** The same server, another database. */
function withDatabase(url: string, database: string): string {
  const target = new URL(url);
  target.pathname = `/${database}`;
  return target.toString();
}

async function shutdown(exitCode: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    log('stopping…');
    await supervisor.stopAll();
    await postgres?.stop().catch((error: unknown) => log(`postgres did not stop cleanly: ${String(error)}`));
    log('stopped');
  }
  process.exit(exitCode);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  const secrets = localSecrets(settings.dataDir);

  let databaseUrl = settings.databaseUrl;
  if (!databaseUrl) {
    postgres = await startEmbeddedPostgres(settings.dataDir, settings.postgresPort, log);
    databaseUrl = postgres.url('ember');
  }
  await ensureDatabase(databaseUrl);

  const redisUrl = await resolveRedis(settings.redisUrl, settings.dataDir, settings.redisPort, supervisor);
  const mail = settings.smtpUrl
    ? { smtpUrl: settings.smtpUrl, inboxUrl: undefined }
    : await startMailCatcher(supervisor, settings);

  const webOrigin = `http://localhost:${settings.webPort}`;
  // One support address for the api's e-mails, the web app and the CMS's FAQ.
  const supportEmail = process.env['SUPPORT_EMAIL'] || 'support@ember.local';
  // METRICS_PORT serves the api's metrics, the next port the worker's: both run on this machine.
  // The one-shot commands (migrate, seed, demo) serve none.
  const metricsPort = process.env['METRICS_PORT'] ? Number(process.env['METRICS_PORT']) : undefined;
  const serverEnv = {
    METRICS_PORT: '',
    NODE_ENV: process.env['NODE_ENV'] ?? 'development',
    LOG_FORMAT: process.env['LOG_FORMAT'] ?? 'pretty',
    API_PORT: String(settings.apiPort),
    API_HOST: '127.0.0.1',
    WEB_ORIGIN: process.env['WEB_ORIGIN'] ?? webOrigin,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SMTP_URL: mail.smtpUrl,
    SESSION_SECRET: process.env['SESSION_SECRET'] ?? secrets.sessionSecret,
    MEDIA_DIR: process.env['MEDIA_DIR'] ?? join(settings.dataDir, 'media'),
    SUPPORT_EMAIL: supportEmail,
    // Members see each other from the pre-launch date on: a month ago, so a start on any day of
    // the year shows people (the default, February 14th of this year, hides everyone until then).
    MEMBERS_VISIBLE_FROM:
      process.env['MEMBERS_VISIBLE_FROM'] ?? new Date(Date.now() - 28 * 24 * 3600 * 1000).toISOString().slice(0, 10),
    // The seed makes this account an admin, so the operator console opens at once.
    ADMIN_EMAILS: process.env['ADMIN_EMAILS'] ?? 'admin@ember.local',
  };
  const demo = demoWanted(serverEnv.NODE_ENV, process.env['EMBER_DEMO']);
  // `npm run demo:advance` runs beside this launcher and needs the same services.
  const sharedEnv = {
    ...serverEnv,
    ...(process.env['REDIS_PREFIX'] ? { REDIS_PREFIX: process.env['REDIS_PREFIX'] } : {}),
  };
  writeFileSync(join(settings.dataDir, 'server-env.json'), JSON.stringify(sharedEnv, null, 2), { mode: 0o600 });

  const startServer = async () => {
    log('building the api and the worker');
    await supervisor.run(
      'build',
      'npx',
      [
        'nx',
        'run-many',
        '-t',
        'build',
        '--projects=@ember/api,@ember/worker',
        '--output-style=stream-without-prefixes',
      ],
      { cwd: settings.root, env: { NX_TUI: 'false' } },
    );
    await supervisor.run('migrate', process.execPath, ['apps/api/dist/migrate.js'], {
      cwd: settings.root,
      env: serverEnv,
    });
    if (existsSync(join(settings.root, 'apps/api/dist/seed.js'))) {
      await supervisor.run('seed', process.execPath, ['apps/api/dist/seed.js'], { cwd: settings.root, env: serverEnv });
    }
    supervisor.start('api', process.execPath, ['apps/api/dist/main.js'], {
      cwd: settings.root,
      env: { ...serverEnv, METRICS_PORT: metricsPort ? String(metricsPort) : '' },
    });
    supervisor.start('worker', process.execPath, ['apps/worker/dist/main.js'], {
      cwd: settings.root,
      env: { ...serverEnv, METRICS_PORT: metricsPort ? String(metricsPort + 1) : '' },
    });
    await waitForHttp(`http://127.0.0.1:${settings.apiPort}/api/health/ready`, 60_000);
    if (demo) {
      // Demo members in the open round, so a newcomer has people to pick; never in production mode.
      await supervisor.run('demo', process.execPath, ['apps/api/dist/demo-seed.js'], {
        cwd: settings.root,
        env: serverEnv,
      });
    }
  };
  const hasCms = existsSync(join(settings.root, 'cms/package.json')) && !settings.skip.has('cms');
  const cmsDatabaseUrl = process.env['CMS_DATABASE_URL'] ?? withDatabase(databaseUrl, 'ember_cms');
  // The CMS build takes minutes the first time: it runs alongside the api's start.
  const [, cmsUrl] = await Promise.all([
    startServer(),
    hasCms
      ? startCms(supervisor, settings, {
          databaseUrl: cmsDatabaseUrl,
          payloadSecret: secrets.payloadSecret,
          supportEmail,
          log,
        })
      : undefined,
  ]);

  const hasWeb = existsSync(join(settings.root, 'apps/web/package.json')) && !settings.skip.has('web');
  if (hasWeb) {
    const webEnv = {
      EMBER_API_URL: `http://127.0.0.1:${settings.apiPort}`,
      EMBER_CMS_URL: `http://127.0.0.1:${settings.cmsPort}`,
      EMBER_WEB_PORT: String(settings.webPort),
      VITE_SUPPORT_EMAIL: supportEmail,
    };
    if (settings.webMode === 'preview') {
      await supervisor.run('web', 'npm', ['run', 'build', '-w', '@ember/web'], { cwd: settings.root, env: webEnv });
      supervisor.start('web', 'npm', ['run', 'preview', '-w', '@ember/web'], { cwd: settings.root, env: webEnv });
    } else {
      supervisor.start('web', 'npm', ['run', 'dev', '-w', '@ember/web'], { cwd: settings.root, env: webEnv });
    }
    await waitForHttp(`http://127.0.0.1:${settings.webPort}/`, 120_000);
  }

  const lines = [
    '',
    '\u001b[1mEmber is running\u001b[0m',
    hasWeb
      ? `  web          ${webOrigin}   (brands: http://coffee.localhost:${settings.webPort}, http://social.localhost:${settings.webPort})`
      : undefined,
    `  api          http://localhost:${settings.apiPort}/api   (docs: http://localhost:${settings.apiPort}/api/docs)`,
    hasWeb
      ? `  console      ${webOrigin}/admin   (sign in as ${serverEnv.ADMIN_EMAILS.split(',')[0]}; the code arrives in the mail inbox)`
      : undefined,
    cmsUrl
      ? `  cms admin    ${cmsUrl}/admin   (editor@ember.local / ember-editor; admin@ember.local / ember-admin)`
      : undefined,
    mail.inboxUrl
      ? `  mail inbox   ${mail.inboxUrl}   (every e-mail the platform sends lands here)`
      : `  mail         ${mail.smtpUrl}`,
    `  postgres     ${databaseUrl.replace(/:[^:@/]+@/, ':•••@')}`,
    `  redis        ${redisUrl}`,
    `  data         ${settings.dataDir}`,
    'Press Ctrl-C to stop.',
    '',
  ];
  process.stdout.write(lines.filter((line) => line !== undefined).join('\n') + '\n');
} catch (error) {
  log(error instanceof Error ? error.message : String(error));
  await shutdown(1);
}
