import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LauncherSettings } from './settings.ts';
import type { Supervisor } from './supervisor.ts';
import { waitForHttp } from './wait-for.ts';

/** maildev: catches every e-mail; its inbox is a web page and an HTTP API (GET /api/email). */
export async function startMailCatcher(
  supervisor: Supervisor,
  settings: LauncherSettings,
): Promise<{ smtpUrl: string; inboxUrl: string }> {
  const directory = join(settings.dataDir, 'mail');
  mkdirSync(directory, { recursive: true });
  supervisor.start(
    'mail',
    'npx',
    [
      'maildev',
      '--smtp',
      String(settings.mailSmtpPort),
      '--ip',
      '127.0.0.1',
      '--web',
      String(settings.mailWebPort),
      '--web-ip',
      '127.0.0.1',
      '--mail-directory',
      directory,
    ],
    { cwd: settings.root },
  );
  const inboxUrl = `http://localhost:${settings.mailWebPort}`;
  await waitForHttp(`http://127.0.0.1:${settings.mailWebPort}/api/healthz`, 30_000);
  return { smtpUrl: `smtp://127.0.0.1:${settings.mailSmtpPort}`, inboxUrl };
}
