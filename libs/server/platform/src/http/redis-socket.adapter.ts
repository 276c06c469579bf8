import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Namespace, Server, ServerOptions, Socket } from 'socket.io';
import type { AppConfig } from '../config/app-config.js';
import { apiPrefix } from './api-prefix.js';
import { guardSocketInput } from './input-guards/socket-input.guard.js';
import { isTrustedOrigin } from './trusted-origin.js';

/** Under the api's prefix, so every proxy and ingress that forwards /api forwards the sockets too. */
export const socketPath = `/${apiPrefix}/socket.io`;

/**
 * Socket.IO over the HTTP server, with rooms shared by every api replica through Redis pub/sub: a
 * message emitted to a room on one replica reaches the sockets connected to the others. Clients
 * use the WebSocket transport only, so no sticky sessions are needed behind a load balancer.
 * Every packet passes the same input check as an HTTP request (guardSocketInput).
 */
export class RedisSocketAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];
  private readonly redisLogger = new Logger('RedisSocketAdapter');

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
    const publisher = this.connect('ember-socket-pub');
    const subscriber = this.connect('ember-socket-sub');
    // Until both connections are up the server keeps Socket.IO's in-process rooms (one replica's
    // sockets hear one another): an api whose Redis is not there yet still starts, and nothing
    // the adapter subscribes to is left waiting on a connection that may never come.
    let ready = 0;
    const attach = () => {
      if (++ready === 2) {
        server.adapter(createAdapter(publisher, subscriber, { key: `${this.config.REDIS_PREFIX}:socket.io` }));
      }
    };
    publisher.once('ready', attach);
    subscriber.once('ready', attach);
    return server;
  }

  /** Every socket of every gateway passes the edge's input check before its events reach a handler. */
  override bindClientConnect(server: Namespace, callback: (socket: Socket) => void): void {
    server.on('connection', (socket: Socket) => {
      guardSocketInput(socket);
      callback(socket);
    });
  }

  private connect(name: string): Redis {
    // Pub/sub waits out a Redis restart instead of failing the publishes in between.
    const client = new Redis(this.config.REDIS_URL, {
      connectionName: name,
      maxRetriesPerRequest: null,
      lazyConnect: true,
    });
    client.on('error', (error: Error) => this.redisLogger.warn(`${name}: ${error.message}`));
    void client.connect().catch(() => undefined);
    this.clients.push(client);
    return client;
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
