import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '../config/app-config.js';
import { createRedis } from '../redis/redis.module.js';
import { apiPrefix } from './api-prefix.js';
import { isTrustedOrigin } from './trusted-origin.js';

/** Under the api's prefix, so every proxy and ingress that forwards /api forwards the sockets too. */
export const socketPath = `/${apiPrefix}/socket.io`;

/**
 * Socket.IO over the HTTP server, with rooms shared by every api replica through Redis pub/sub: a
 * message emitted to a room on one replica reaches the sockets connected to the others. Clients
 * use the WebSocket transport only, so no sticky sessions are needed behind a load balancer.
 */
export class RedisSocketAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      path: socketPath,
      transports: ['websocket'],
      serveClient: false,
      // A socket's cookie is its credential: only the web app's own origins may open one.
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, origin === undefined || isTrustedOrigin(this.config, origin));
      },
    } as ServerOptions) as Server;
    const publisher = createRedis(this.config, 'ember-socket-pub');
    const subscriber = createRedis(this.config, 'ember-socket-sub');
    this.clients.push(publisher, subscriber);
    server.adapter(createAdapter(publisher, subscriber, { key: `${this.config.REDIS_PREFIX}:socket.io` }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    // A client that never connected (no socket ever joined a room) has nothing to say goodbye to.
    await Promise.all(
      this.clients
        .splice(0)
        .map((client) =>
          client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect(),
        ),
    );
  }
}
