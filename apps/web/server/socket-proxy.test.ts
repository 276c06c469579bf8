// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Server as SocketServer } from 'socket.io';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PageRenderer } from './page-renderer.ts';
import { createWebApp } from './web-app.ts';

// The group chat's sockets (/api/socket.io) reach the api through the web server, as they do in
// docker compose and with `npm run preview`: WebSocket upgrades bypass the app's middleware.
let api: Server;
let sockets: SocketServer;
let web: Server;
let origin: string;

beforeAll(async () => {
  api = createServer();
  sockets = new SocketServer(api, { path: '/api/socket.io', transports: ['websocket'] });
  sockets.of('/chat').on('connection', (socket) => {
    socket.on('join', (body: { groupId: string }, ack: (answer: unknown) => void) =>
      ack({ ok: true, data: { groupId: body.groupId, cookie: socket.handshake.headers.cookie ?? null } }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const clientDir = mkdtempSync(join(tmpdir(), 'ember-web-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const renderer: PageRenderer = {
    rendersAhead: () => false,
    render: async () => null,
    shareCard: () => ({ title: '', description: '' }),
    siteName: () => 'Ember',
  };
  const app = createWebApp({ clientDir, renderer, apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
  web = app.listen(0, '127.0.0.1');
  if (app.upgrade) web.on('upgrade', app.upgrade);
  await new Promise((resolve) => web.once('listening', resolve));
  origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => web.close(resolve));
  await sockets.close();
});

it('passes a chat socket, with its session cookie, on to the api', async () => {
  const client = io(`${origin}/chat`, {
    path: '/api/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { cookie: 'ember_session=abc' },
  });
  try {
    const answer = await client.timeout(5000).emitWithAck('join', { groupId: 'g1' });
    expect(answer).toEqual({ ok: true, data: { groupId: 'g1', cookie: 'ember_session=abc' } });
  } finally {
    client.disconnect();
  }
});
