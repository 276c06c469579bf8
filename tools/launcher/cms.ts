import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureDatabase } from './postgres.ts';
import type { LauncherSettings } from './settings.ts';
import type { Supervisor } from './supervisor.ts';
import { waitForHttp } from './wait-for.ts';

export interface CmsOptions {
  databaseUrl: string;
  payloadSecret: string;
  /** The support address the FAQ names. */
  supportEmail: string;
  log: (line: string) => void;
}

/** Fingerprint of what a Next build of the CMS depends on: its sources, config and the lockfile. */
function sourceFingerprint(root: string): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    for (const entry of readdirSync(path).sort()) {
      const full = join(path, entry);
      if (statSync(full).isDirectory()) visit(full);
      else hash.update(relative(root, full)).update(readFileSync(full));
    }
  };
  visit(join(root, 'cms/src'));
  for (const file of ['cms/next.config.ts', 'cms/package.json', 'package-lock.json'])
    hash.update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

/**
 * The CMS: its own database, migrations, the spec's content on first start only, then the Next
 * server. A production build is made once and again only when the CMS sources change (a build
 * takes minutes); EMBER_CMS_MODE=dev runs `next dev` instead, for work on the CMS itself.
 */
export async function startCms(
  supervisor: Supervisor,
  settings: LauncherSettings,
  options: CmsOptions,
): Promise<string> {
  await ensureDatabase(options.databaseUrl);
  const env = {
    CMS_DATABASE_URL: options.databaseUrl,
    PAYLOAD_SECRET: process.env['PAYLOAD_SECRET'] ?? options.payloadSecret,
    CMS_PORT: String(settings.cmsPort),
    CMS_HOST: '127.0.0.1',
    CMS_MEDIA_DIR: join(settings.dataDir, 'cms-media'),
    NEXT_TELEMETRY_DISABLED: '1',
    SUPPORT_EMAIL: options.supportEmail,
  };
  await supervisor.run('cms', 'npm', ['run', 'migrate', '-w', '@ember/cms'], { cwd: settings.root, env });
  await supervisor.run('cms', 'npm', ['run', 'seed:if-needed', '-w', '@ember/cms'], { cwd: settings.root, env });

  if (settings.cmsMode === 'dev') {
    supervisor.start('cms', 'npm', ['run', 'dev', '-w', '@ember/cms'], { cwd: settings.root, env });
  } else {
    // Kept beside the build, not in the data directory: a fresh data directory reuses a current build.
    const stamp = join(settings.root, 'cms/.next/ember-build.json');
    const fingerprint = sourceFingerprint(settings.root);
    const built =
      existsSync(join(settings.root, 'cms/.next/BUILD_ID')) &&
      existsSync(stamp) &&
      JSON.parse(readFileSync(stamp, 'utf8')).fingerprint === fingerprint;
    if (!built) {
      options.log('building the CMS (a few minutes the first time; again only when cms/ changes)');
      await supervisor.run('cms', 'npm', ['run', 'build', '-w', '@ember/cms'], {
        cwd: settings.root,
        env: { ...env, NODE_ENV: 'production' },
      });
      writeFileSync(stamp, JSON.stringify({ fingerprint }));
    }
    supervisor.start('cms', 'npm', ['run', 'start', '-w', '@ember/cms'], {
      cwd: settings.root,
      env: { ...env, NODE_ENV: 'production' },
    });
  }
  const base = `http://127.0.0.1:${settings.cmsPort}/cms`;
  await waitForHttp(`${base}/api/health`, 240_000);
  return `http://localhost:${settings.cmsPort}/cms`;
}
