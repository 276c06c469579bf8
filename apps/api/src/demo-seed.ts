import 'reflect-metadata';
import { startDemoApp } from './demo/demo-app.js';
import { seedDemoPool } from './demo/demo-pool.js';

// `npm start` runs this once the api and the worker are up (never in production mode): the demo
// pool of members in the open coffee round, so a newcomer has people to pick. It makes only what
// is missing, so every start can run it.
const log = (line: string) => console.log(line);
const demo = await startDemoApp(log);
if (!demo) {
  log('demo: skipped in production mode');
} else {
  try {
    const outcome = await seedDemoPool(demo.context);
    if (outcome === 'no-open-round') log('demo: no coffee round is taking picks; the pool waits for the next one');
    else {
      log(
        'demo: ready. Sign up at /start/coffee, pick on /home, then `npm run demo:advance` to form the groups ' +
          '(run it again once you joined yours: the groups are confirmed and their chats open)',
      );
    }
  } finally {
    await demo.close();
  }
}
