import 'reflect-metadata';
import { DemoClient } from './demo/demo-client.js';
import { startDemoApp } from './demo/demo-app.js';
import { greetConfirmedGroups, joinDemoGroups, reviewingDemoRound } from './demo/demo-groups.js';
import { answerNewcomers, openDemoRound, operatorClient, seatDemoMembers } from './demo/demo-pool.js';

// `npm run demo:advance`: the demo round moves on to its next phase now rather than at its deadline.
// While picks are open: the demo members pick back everyone who joined, picks close in a few
// seconds, the worker forms the groups and the demo members join theirs; each member finds their
// group on /home to review and join. Run again while groups are in review: the review closes, the
// groups with enough members are confirmed, and in each a demo member opens the group chat.
const closeInMs = 5_000;
const log = (line: string) => console.log(line);

async function waitForRound(operator: DemoClient, roundId: string, until: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { rounds } = DemoClient.expect(
      await operator.get<{ rounds: { id: string; status: string }[] }>('/api/rounds/hosted'),
      200,
    );
    const status = rounds.find((candidate) => candidate.id === roundId)?.status;
    if (status === until || status === 'closed') return;
    if (Date.now() > deadline) throw new Error(`demo: the round is still ${status}; is the worker running?`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const demo = await startDemoApp(log);
if (!demo) {
  log('demo: not in production mode');
  process.exit(1);
}
try {
  const seated = await seatDemoMembers(demo.context, false);
  const first = seated?.[0]?.client;
  const picking = first && (await openDemoRound(first));
  const reviewing = first && !picking && (await reviewingDemoRound(first));
  const operator = await operatorClient(demo.context);
  const soon = () => new Date(Date.now() + closeInMs).toISOString();
  if (seated && picking) {
    const picks = await answerNewcomers(seated, picking.id);
    log(`demo: the demo members picked back ${picks} time(s)`);
    DemoClient.expect(await operator.json('PATCH', `/api/rounds/${picking.id}`, { picksCloseAt: soon() }), 200);
    log('demo: picks close in a few seconds; waiting for the worker to form the groups');
    await waitForRound(operator, picking.id, 'reviewing');
    const { formation } = DemoClient.expect(
      await operator.get<{ formation: { groups: number; placed: number; candidates: number } | null }>(
        `/api/rounds/${picking.id}/report`,
      ),
      200,
    );
    if (formation) {
      log(`demo: ${formation.groups} group(s) formed, ${formation.placed} of ${formation.candidates} members placed`);
    }
    log(`demo: ${await joinDemoGroups(seated, picking.id)} demo member(s) joined their groups`);
    log('demo: review and join your group on /home, then run `npm run demo:advance` again to confirm the groups');
  } else if (seated && reviewing) {
    log(`demo: ${await joinDemoGroups(seated, reviewing.id)} more demo member(s) joined their groups`);
    DemoClient.expect(await operator.json('PATCH', `/api/rounds/${reviewing.id}`, { reviewClosesAt: soon() }), 200);
    log('demo: the review closes in a few seconds; waiting for the worker to confirm the groups');
    await waitForRound(operator, reviewing.id, 'closed');
    const greeted = await greetConfirmedGroups(seated, reviewing.id);
    log(`demo: ${greeted} group(s) confirmed with demo members; their chats are open on the group page`);
  } else {
    log('demo: no demo round is taking picks or in review (has `npm start` seeded the demo?)');
    process.exitCode = 1;
  }
} finally {
  await demo.close();
}
