import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { type Socket, io } from 'socket.io-client';
import { IdentityModule, UserDirectory, identityContext } from '@ember/identity';
import { signIn } from '@ember/identity/testing';
import { invitesContext } from '@ember/invites';
import { matchingRoundsContext } from '@ember/matching-rounds';
import { mediaContext } from '@ember/media';
import { paymentsContext } from '@ember/payments';
import { type TestApp, TestBrowser, startTestApp, testRedisUrl, until } from '@ember/platform/testing';
import { profileContext } from '@ember/profile';
import { programsContext } from '@ember/programs';
import { messagingContext } from './messaging.context.js';
import { MessagingModule } from './messaging.module.js';
import { aGroupOf } from './testing/group-rows.js';

// Two api replicas on their own ports over one PostgreSQL database and one Redis: a member connected
// to one hears what a member connected to the other says, a reconnect resumes without a gap, and
// nobody outside a confirmed group's open window reads or writes its chat.

const contexts = [
  identityContext,
  invitesContext,
  programsContext,
  mediaContext,
  profileContext,
  paymentsContext,
  matchingRoundsContext,
  messagingContext,
];
const hour = 3600 * 1000;

interface ChatMessage {
  id: string;
  seq: number;
  authorId: string;
  body: string;
}
type Ack<T> =
  { ok: true; data: T } | { ok: false; error: { code: string; message: string; retryAfterSeconds?: number } };
interface Joined {
  me: string;
  members: { memberId: string }[];
  messages: ChatMessage[];
  closesAt: string;
}

let one: TestApp;
let two: TestApp;
const browsers: Record<string, TestBrowser> = {};
const ids: Record<string, string> = {};
const sockets: Socket[] = [];
let groupId: string;

function portOf(app: TestApp): number {
  return (app.http.address() as AddressInfo).port;
}

/** A member's socket to one replica, signed in by their session cookie, as a browser sends it. */
async function connect(app: TestApp, who: string | null, origin?: string): Promise<Socket> {
  const cookie = who ? `ember_session=${browsers[who]!.cookie('ember_session')}` : '';
  const socket = io(`http://127.0.0.1:${portOf(app)}/chat`, {
    path: '/api/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

function request<T>(socket: Socket, event: string, body: object): Promise<Ack<T>> {
  return socket.timeout(10_000).emitWithAck(event, body) as Promise<Ack<T>>;
}

function heard(socket: Socket): ChatMessage[] {
  const messages: ChatMessage[] = [];
  socket.on('message', (message: ChatMessage) => messages.push(message));
  return messages;
}

beforeAll(async () => {
  one = await startTestApp({ imports: [IdentityModule, MessagingModule], contexts });
  two = await startTestApp({
    imports: [IdentityModule, MessagingModule],
    contexts,
    databaseUrl: one.database.url,
    // Sign-in mail is delivered by the first replica's worker, to the mailbox the test reads.
    deliverMail: false,
    redisUrl: testRedisUrl(),
    env: { REDIS_PREFIX: one.config.REDIS_PREFIX },
  });
  await one.app.listen(0, '127.0.0.1');
  await two.app.listen(0, '127.0.0.1');
  for (const name of ['ada', 'bo', 'cy']) {
    browsers[name] = new TestBrowser(one.http);
    await signIn(browsers[name], one.smtp, `${name}@example.com`);
    const user = await RequestContext.create(one.app.get(MikroORM).em, () =>
      one.app.get(UserDirectory).findByEmail(`${name}@example.com`),
    );
    ids[name] = user!.id;
  }
  groupId = await aGroupOf(one.app.get(MikroORM).em.fork(), { memberIds: [ids['ada']!, ids['bo']!] });
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await two?.close();
  await one?.close();
});

describe('a group chat across two api replicas', () => {
  it('delivers a message sent through one replica to a member connected to the other', async () => {
    const ada = await connect(one, 'ada');
    const bo = await connect(two, 'bo');
    const joined = await request<Joined>(bo, 'join', { groupId });
    expect(joined).toMatchObject({ ok: true, data: { me: ids['bo'], messages: [] } });
    expect((await request<Joined>(ada, 'join', { groupId })).ok).toBe(true);
    const boHears = heard(bo);

    const sent = await request<ChatMessage>(ada, 'send', { groupId, body: '  See you at 7!  ' });
    expect(sent).toMatchObject({ ok: true, data: { seq: 1, body: 'See you at 7!', authorId: ids['ada'] } });
    await until('Bo hears it', async () => (boHears.length === 1 ? true : undefined), 10_000);
    expect(boHears[0]).toMatchObject({ seq: 1, body: 'See you at 7!', authorId: ids['ada'] });
    ada.disconnect();
    bo.disconnect();
  });

  it('numbers messages sent at once through both replicas without a gap or a repeat', async () => {
    const ada = await connect(one, 'ada');
    const bo = await connect(two, 'bo');
    await request(ada, 'join', { groupId });
    await request(bo, 'join', { groupId });
    const adaHears = heard(ada);
    const acks = await Promise.all([
      ...[1, 2].map((n) => request<ChatMessage>(ada, 'send', { groupId, body: `ada ${n}` })),
      ...[1, 2].map((n) => request<ChatMessage>(bo, 'send', { groupId, body: `bo ${n}` })),
    ]);
    const seqs = acks.map((ack) => (ack.ok ? ack.data.seq : -1)).sort((a, b) => a - b);
    expect(seqs).toEqual([2, 3, 4, 5]);
    await until('Ada hears all four', async () => (adaHears.length === 4 ? true : undefined), 10_000);
    expect(adaHears.map((message) => message.seq).sort((a, b) => a - b)).toEqual([2, 3, 4, 5]);
    ada.disconnect();
    bo.disconnect();
  });

  it('resumes after a reconnect from the last sequence number, losing nothing', async () => {
    const bo = await connect(two, 'bo');
    const first = await request<Joined>(bo, 'join', { groupId });
    const lastSeen = first.ok ? first.data.messages.at(-1)!.seq : 0;
    expect(lastSeen).toBe(5);
    bo.disconnect();

    // While Bo is away, Ada writes twice through the other replica.
    await browsers['ada']!.post(`/api/groups/${groupId}/chat/messages`, { body: 'are you there?' }).expect(201);
    const ada = await connect(one, 'ada');
    await request(ada, 'join', { groupId });
    await request(ada, 'send', { groupId, body: 'bring an umbrella' });

    const back = await connect(one, 'bo');
    const resumed = await request<Joined>(back, 'join', { groupId, after: lastSeen });
    expect(resumed.ok && resumed.data.messages.map((message) => [message.seq, message.body])).toEqual([
      [6, 'are you there?'],
      [7, 'bring an umbrella'],
    ]);
    const history = await browsers['bo']!.get(`/api/groups/${groupId}/chat?after=${lastSeen}`).expect(200);
    expect(history.body.messages.map((message: ChatMessage) => message.seq)).toEqual([6, 7]);
    ada.disconnect();
    back.disconnect();
  });

  it('refuses a member who is not in the group, by socket and over HTTP', async () => {
    const cy = await connect(two, 'cy');
    const cyHears = heard(cy);
    const refused = await request(cy, 'join', { groupId });
    expect(refused).toEqual({
      ok: false,
      error: { code: 'messaging.not-in-group', message: 'Only the members of this group can use its chat.' },
    });
    expect(await request(cy, 'send', { groupId, body: 'let me in' })).toMatchObject({
      ok: false,
      error: { code: 'messaging.not-in-group' },
    });
    // A member on Cy's replica hears the message: by then it has gone out to every socket it would reach.
    const ada = await connect(two, 'ada');
    const adaHears = heard(ada);
    await request(ada, 'join', { groupId });
    await browsers['bo']!.post(`/api/groups/${groupId}/chat/messages`, { body: 'just us' }).expect(201);
    await until('Ada hears it', async () =>
      adaHears.some((message) => message.body === 'just us') ? true : undefined,
    );
    expect(cyHears).toEqual([]);
    ada.disconnect();
    const http = await browsers['cy']!.get(`/api/groups/${groupId}/chat`).expect(403);
    expect(http.body).toMatchObject({ code: 'messaging.not-in-group' });
    await browsers['cy']!.get('/api/groups/not-a-group/chat').expect(403);
    cy.disconnect();
  });

  it('refuses a socket without a session, or from another site', async () => {
    await expect(connect(one, null)).rejects.toThrow('Please sign in to continue.');
    await expect(connect(one, 'ada', 'https://evil.example')).rejects.toThrow();
  });

  it('has no chat before the group is confirmed, nor from 24 hours after its meeting', async () => {
    const em = one.app.get(MikroORM).em.fork();
    const members = [ids['ada']!, ids['bo']!];
    const reviewing = await aGroupOf(em, { memberIds: members, status: 'reviewing' });
    const past = await aGroupOf(em, { memberIds: members, meetsAt: new Date(Date.now() - 27 * hour) });
    const ada = browsers['ada']!;
    expect((await ada.get(`/api/groups/${reviewing}/chat`).expect(409)).body).toMatchObject({
      code: 'messaging.chat-not-open',
      message: 'Your group chat opens once your group is confirmed.',
    });
    expect((await ada.post(`/api/groups/${past}/chat/messages`, { body: 'hello?' }).expect(410)).body).toMatchObject({
      code: 'messaging.chat-closed',
    });
    const socket = await connect(two, 'ada');
    expect(await request(socket, 'join', { groupId: reviewing })).toMatchObject({
      ok: false,
      error: { code: 'messaging.chat-not-open' },
    });
    socket.disconnect();
  });

  it('slows a member down after a burst, per group, with the wait', async () => {
    const bo = await connect(one, 'bo');
    await request(bo, 'join', { groupId });
    // Bo sent two of the burst above already, more than 10 s ago or not: send until refused.
    let refusal: Ack<ChatMessage> | undefined;
    for (let n = 0; n < 6 && !refusal; n++) {
      const ack = await request<ChatMessage>(bo, 'send', { groupId, body: `quick ${n}` });
      if (!ack.ok) refusal = ack;
    }
    expect(refusal).toMatchObject({
      ok: false,
      error: { code: 'messaging.too-fast', retryAfterSeconds: expect.any(Number) },
    });
    const http = await browsers['bo']!.post(`/api/groups/${groupId}/chat/messages`, { body: 'one more' }).expect(429);
    expect(http.body.message).toMatch(/^You are sending messages too quickly\. Please wait \d+ seconds\.$/);
    bo.disconnect();
  });

  it('stores a report of a message for the operators, once per member', async () => {
    const history = await browsers['bo']!.get(`/api/groups/${groupId}/chat`).expect(200);
    const target = history.body.messages.find((message: ChatMessage) => message.authorId === ids['ada']);
    const path = `/api/groups/${groupId}/chat/messages/${target.id}/report`;
    const report = await browsers['bo']!.post(path, { reason: 'rude' }).expect(201);
    expect(report.body).toMatchObject({ messageId: target.id, reporterId: ids['bo'], reason: 'rude' });
    await browsers['bo']!.post(path, { reason: 'rude' }).expect(201);
    await browsers['cy']!.post(path, {}).expect(403);
    await browsers['bo']!.post(`/api/groups/${groupId}/chat/messages/not-an-id/report`, {}).expect(404);
    const rows = await one.app
      .get(MikroORM)
      .em.fork()
      .execute('select message_id, reporter_id, reason from messaging.message_reports');
    expect(rows).toEqual([{ message_id: target.id, reporter_id: ids['bo'], reason: 'rude' }]);
  });

  it('refuses a NUL character or deep nesting in any event before it reaches a handler or the database, and says so', async () => {
    const em = one.app.get(MikroORM).em.fork();
    const stored = async () =>
      Number((await em.execute<{ count: string }[]>('select count(*) from messaging.chat_messages'))[0]?.count);
    const before = await stored();
    const ada = await connect(two, 'ada');
    expect((await request(ada, 'join', { groupId })).ok).toBe(true);
    const nul = {
      ok: false,
      error: { code: 'http.nul-character', message: 'Text may not contain the NUL character (U+0000).' },
    };
    expect(await request(ada, 'send', { groupId, body: 'see you\u0000 at 7' })).toEqual(nul);
    expect(await request(ada, 'join', { groupId: `${groupId}\u0000` })).toEqual(nul);
    expect(await request(ada, 'send', { groupId, body: 'hi', ['note\u0000']: 1 })).toEqual(nul);
    let deep: unknown = 'hi';
    for (let level = 0; level < 1_000; level++) deep = [deep];
    expect(await request(ada, 'send', { groupId, body: deep })).toEqual({
      ok: false,
      error: { code: 'http.input-too-deep', message: 'The request is nested too deeply.' },
    });
    expect(await stored()).toBe(before);
    // The socket goes on: the next event is answered as usual.
    expect((await request(ada, 'join', { groupId })).ok).toBe(true);
    ada.disconnect();
  });
});
