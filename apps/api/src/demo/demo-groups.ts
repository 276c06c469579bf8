import { DemoClient } from './demo-client.js';
import { demoProgramId } from './demo-members.js';
import type { SeatedMember } from './demo-pool.js';

interface MyGroup {
  id: string;
  status: string;
  myDecision: string;
}
interface Round {
  id: string;
  programId: string;
  status: string;
}
interface Chat {
  messages: unknown[];
}

/** The hello a demo member writes in a confirmed group's chat, so a newcomer finds it alive. */
export const demoGreeting = 'Hi all! Glad this worked out. Coffee first, then we can plan the next one?';

/** The demo round in review: groups formed, members still deciding. */
export async function reviewingDemoRound(client: DemoClient): Promise<Round | null> {
  const { rounds } = DemoClient.expect(await client.get<{ rounds: Round[] }>('/api/rounds/mine'), 200);
  return rounds.find((round) => round.programId === demoProgramId && round.status === 'reviewing') ?? null;
}

async function groupOf(client: DemoClient, roundId: string): Promise<MyGroup | null> {
  const response = await client.get<MyGroup>(`/api/rounds/${roundId}/my-group`);
  // No group this round (not placed, or the group was released): nothing to do for this member.
  if (response.status === 404) return null;
  return DemoClient.expect(response, 200);
}

/**
 * Every demo member placed in a group joins it as a member does on /payment: checkout prepares the
 * round's deposit (test mode) and join holds it. Those who answered already are left alone.
 */
export async function joinDemoGroups(seated: readonly SeatedMember[], roundId: string): Promise<number> {
  let joined = 0;
  for (const { client } of seated) {
    const group = await groupOf(client, roundId);
    if (!group || group.status !== 'reviewing' || group.myDecision !== 'invited') continue;
    DemoClient.expect(await client.json('POST', `/api/rounds/${roundId}/my-group/checkout`, {}), 200, 201);
    DemoClient.expect(await client.json('POST', `/api/rounds/${roundId}/my-group/join`, {}), 200, 201);
    joined++;
  }
  return joined;
}

/** In each confirmed group whose chat is still empty, the first demo member in it says hello. */
export async function greetConfirmedGroups(seated: readonly SeatedMember[], roundId: string): Promise<number> {
  const greeted = new Set<string>();
  for (const { client } of seated) {
    const group = await groupOf(client, roundId);
    if (!group || group.status !== 'confirmed' || group.myDecision !== 'joined' || greeted.has(group.id)) continue;
    greeted.add(group.id);
    const chat = DemoClient.expect(await client.get<Chat>(`/api/groups/${group.id}/chat`), 200);
    if (chat.messages.length > 0) continue;
    DemoClient.expect(await client.json('POST', `/api/groups/${group.id}/chat/messages`, { body: demoGreeting }), 201);
  }
  return greeted.size;
}
