import 'reflect-metadata';
import { DemoClient } from './demo/demo-client.js';
import { startDemoApp } from './demo/demo-app.js';
import { answerNewcomers, openDemoRound, operatorClient, seatDemoMembers } from './demo/demo-pool.js';

// `npm run demo:advance`: the demo round moves on now rather than at its deadline. The demo members
// pick back everyone who joined, picks close in a few seconds, the worker forms the groups, and
// each member finds theirs on /home to review and join.
const closeInMs = 5_000;
const log = (line: string) => console.log(line);
const demo = await startDemoApp(log);
if (!demo) {
  log('demo: not in production mode');
  process.exit(1);
}
try {
  const seated = await seatDemoMembers(demo.context, false);
  const round = seated && (await openDemoRound(seated[0]!.client));
  if (!seated || !round) {
    log('demo: no demo round is taking picks (has `npm start` seeded the demo?)');
    process.exitCode = 1;
  } else {
    const picks = await answerNewcomers(seated, round.id);
    log(`demo: the demo members picked back ${picks} time(s)`);
    const operator = await operatorClient(demo.context);
    const closesAt = new Date(Date.now() + closeInMs).toISOString();
    DemoClient.expect(await operator.json('PATCH', `/api/rounds/${round.id}`, { picksCloseAt: closesAt }), 200);
    log(`demo: picks close at ${closesAt}; waiting for the worker to form the groups`);
    const deadline = Date.now() + 120_000;
    let status = round.status;
    while (status !== 'reviewing' && status !== 'closed') {
      if (Date.now() > deadline) throw new Error(`demo: the round is still ${status}; is the worker running?`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const { rounds } = DemoClient.expect(
        await operator.get<{ rounds: { id: string; status: string }[] }>('/api/rounds/hosted'),
        200,
      );
      status = rounds.find((candidate) => candidate.id === round.id)?.status ?? status;
    }
    const { formation } = DemoClient.expect(
      await operator.get<{ formation: { groups: number; placed: number; candidates: number } | null }>(
        `/api/rounds/${round.id}/report`,
      ),
      200,
    );
    if (formation) {
      log(`demo: ${formation.groups} group(s) formed, ${formation.placed} of ${formation.candidates} members placed`);
    }
    log('demo: each member now sees their group on /home, with 24 hours to join');
  }
} finally {
  await demo.close();
}
