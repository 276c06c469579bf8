import { setTimeout as sleep } from 'node:timers/promises';
import { contextDatabases } from '@ember/contexts';
import { loadConfigOrExit, migrateContexts, pendingMigrations } from '@ember/platform';

// Applies pending migrations of every context. Run by `npm run migrate`, the launcher and the
// Kubernetes migration Job; the api never migrates on boot.
//
// With --wait it applies nothing: it waits until the database has every migration this build
// knows, then exits 0 (after 15 minutes, 1). The api and worker pods run it as an init container,
// so a new version starts only once the migration Job of its release has run.
const config = loadConfigOrExit();
const settings = { url: config.DATABASE_URL };

if (process.argv.includes('--wait')) {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const pending = await pendingMigrations(settings, contextDatabases).catch((error: Error) => [`(${error.message})`]);
    if (pending.length === 0) {
      console.log('migrations: up to date');
      break;
    }
    if (Date.now() > deadline) {
      console.error(`migrations still pending after 15 minutes: ${pending.join(', ')}`);
      process.exit(1);
    }
    console.log(`waiting for the migration Job: ${pending.join(', ')}`);
    await sleep(5_000);
  }
} else {
  const reports = await migrateContexts(settings, contextDatabases);
  for (const { schema, applied } of reports) {
    console.log(applied.length === 0 ? `${schema}: up to date` : `${schema}: applied ${applied.join(', ')}`);
  }
}
