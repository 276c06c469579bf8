import { contextDatabases } from '@ember/contexts';
import { loadConfigOrExit, migrateContexts } from '@ember/platform';

// Applies pending migrations of every context. Run by `npm run migrate`, the launcher and the
// Kubernetes migration Job; the api never migrates on boot.
const config = loadConfigOrExit();
const reports = await migrateContexts({ url: config.DATABASE_URL }, contextDatabases);
for (const { schema, applied } of reports) {
  console.log(applied.length === 0 ? `${schema}: up to date` : `${schema}: applied ${applied.join(', ')}`);
}
