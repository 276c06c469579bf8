import { MikroORM } from '@mikro-orm/postgresql';
import { contextDatabases } from '@ember/contexts';
import { systemClock } from '@ember/kernel';
import { seedRounds } from '@ember/matching-rounds';
import { loadConfigOrExit, ormOptions } from '@ember/platform';
import { seedPrograms } from '@ember/programs';
import { seedDemoFormatWithMembers } from './demo-format.seed.js';

// Writes the reference data of each context that has some, through the context's own seeder.
// The launcher runs it after the migrations on every start, so it is idempotent and quick.
const config = loadConfigOrExit();
const orm = await MikroORM.init(ormOptions({ url: config.DATABASE_URL, poolMax: 2 }, contextDatabases));
try {
  console.log(`programs: ${await seedPrograms(orm.em.fork(), systemClock)} in the catalogue`);
  console.log(`matching rounds: ${await seedRounds(orm.em.fork(), systemClock)} seeded`);
  console.log(`demo format: ${await seedDemoFormatWithMembers(orm.em.fork(), systemClock)}`);
} finally {
  await orm.close(true);
}
