import { type Server, createServer } from 'node:http';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { collectProcessMetrics, metricsRegistry } from './metrics.js';

/**
 * Serves `GET /metrics` (Prometheus text format) on METRICS_PORT, a port of its own that the
 * ingress never routes to, so only what runs inside the cluster (Prometheus) can scrape it.
 * Off when METRICS_PORT is not set.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server?: Server;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.METRICS_PORT;
    if (port === undefined) return;
    collectProcessMetrics();
    this.server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
        return;
      }
      metricsRegistry.metrics().then(
        (text) => response.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text),
        (error: unknown) => {
          this.logger.warn({ err: error }, 'metrics could not be collected');
          response.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable\n');
        },
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(port, this.config.API_HOST, resolve));
    this.logger.log(`metrics on port ${port}`);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
