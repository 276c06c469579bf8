import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Server, type Socket } from 'socket.io';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@ember/api-client';
import { FakeApi, createTestStore } from '@ember/api-client/testing';
import { socketPath } from '../hooks/use-group-chat';
import { GroupChatPanel } from './group-chat-panel';

// A real Socket.IO server speaking the api's chat protocol (join with the last sequence number,
// send, message), so the panel is tested over a real socket: reconnects included.

const fake = new FakeApi();
let http: HttpServer;
let io: Server;
let socketUrl: string;
let log: ChatMessage[];
let refusal: { code: string; message: string } | null;
const joins: { after?: number }[] = [];
const clients: Socket[] = [];

const message = (seq: number, authorId: string, body: string): ChatMessage => ({
  id: `m${seq}`,
  groupId: 'g1',
  seq,
  authorId,
  body,
  sentAt: '2030-03-01T12:00:00Z',
});
const chat = (messages: ChatMessage[]) => ({
  groupId: 'g1',
  title: 'Weekend coffee',
  me: 'ada',
  members: [
    { memberId: 'ada', firstName: 'Ada' },
    { memberId: 'bo', firstName: 'Bo' },
  ],
  opensAt: '2030-03-01T10:00:00Z',
  closesAt: '2030-03-09T21:00:00Z',
  messages,
  hasMore: false,
});

beforeAll(async () => {
  await fake.start();
  http = createServer();
  io = new Server(http, { path: socketPath, cors: { origin: true, credentials: true } });
  io.of('/chat').on('connection', (socket) => {
    clients.push(socket);
    socket.on('join', (body: { groupId: string; after?: number }, ack: (answer: unknown) => void) => {
      joins.push({ after: body.after });
      if (refusal) return ack({ ok: false, error: refusal });
      void socket.join(body.groupId);
      ack({ ok: true, data: chat(log.filter((m) => m.seq > (body.after ?? 0))) });
    });
    socket.on('send', (body: { groupId: string; body: string }, ack: (answer: unknown) => void) => {
      const sent = message(log.length + 1, 'ada', body.body.trim());
      log.push(sent);
      io.of('/chat').to(body.groupId).emit('message', sent);
      ack({ ok: true, data: sent });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  socketUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await io.close();
  await fake.stop();
});

beforeEach(() => {
  log = [message(1, 'bo', 'Hi all!'), message(2, 'ada', 'Hello Bo')];
  refusal = null;
  joins.length = 0;
  clients.length = 0;
  fake.reset();
});

afterEach(() => {
  io.of('/chat').disconnectSockets();
});

function renderPanel() {
  return render(
    <Provider store={createTestStore()}>
      <GroupChatPanel groupId="g1" socketUrl={socketUrl} />
    </Provider>,
  );
}

describe('the group chat panel', () => {
  it('shows the conversation so far, then sends what the member writes', async () => {
    renderPanel();
    expect(screen.getByText('Opening your group chat…')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'messages' });
    expect(within(list).getByText('Hi all!')).toBeInTheDocument();
    expect(within(list).getAllByText('You')).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Message your group'), '  See you at 7!  ');
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await within(list).findByText('See you at 7!')).toBeInTheDocument();
    expect(screen.getByLabelText('Message your group')).toHaveValue('');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows and announces a message from the group as it arrives', async () => {
    renderPanel();
    await screen.findByText('Hi all!');
    const live = message(3, 'bo', 'Running 5 minutes late');
    log.push(live);
    io.of('/chat').to('g1').emit('message', live);
    expect(await screen.findByText('Running 5 minutes late')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Bo says: Running 5 minutes late')).toBeInTheDocument());
  });

  it('resumes after a dropped connection from the last message it has, without repeating one', async () => {
    renderPanel();
    await screen.findByText('Hello Bo');
    await waitFor(() => expect(clients).toHaveLength(1));
    // The connection drops (the transport closes, as when a network or a replica goes away), and
    // the group talks on meanwhile.
    clients[0]!.conn.close();
    log.push(message(3, 'bo', 'Anyone there?'), message(4, 'bo', 'Bring an umbrella'));
    expect(await screen.findByText('Bring an umbrella', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(joins.at(-1)).toEqual({ after: 2 });
    expect(within(screen.getByRole('list', { name: 'messages' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says why when the chat is not open', async () => {
    refusal = { code: 'messaging.chat-not-open', message: 'Your group chat opens once your group is confirmed.' };
    renderPanel();
    expect(await screen.findByText('Your group chat opens once your group is confirmed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message your group')).not.toBeInTheDocument();
  });

  it('reports a message to the team', async () => {
    fake.on('POST /api/groups/g1/chat/messages/m1/report', { status: 201, body: { id: 'r1' } });
    renderPanel();
    await screen.findByText('Hi all!');
    await userEvent.click(screen.getByRole('button', { name: 'report this message from Bo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'report' }));
    expect(await screen.findByText('Thanks for telling us. Our team will look at this message.')).toBeInTheDocument();
    expect(fake.seen.map((request) => `${request.method} ${request.path}`)).toContain(
      'POST /api/groups/g1/chat/messages/m1/report',
    );
  });
});
