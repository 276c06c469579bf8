import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config.js';
import { securityHeaders } from './content-security-policy.js';
import { httpTelemetryMiddleware, resumeRequestScope } from '../observability/http-telemetry.middleware.js';
import { inputGuardMiddleware } from './input-guards/input-guard.middleware.js';
import { apiPrefix } from './api-prefix.js';
import { RedisSocketAdapter } from './redis-socket.adapter.js';
import { isTrustedOrigin } from './trusted-origin.js';

export { apiPrefix };

/** The HTTP conventions of the api, applied alike in production and in integration tests. */
export function configureHttpApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(apiPrefix);
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.disable('x-powered-by');
  // First: every request is named, timed and traced, those the body parsers refuse included.
  app.use(httpTelemetryMiddleware);
  app.use(securityHeaders([`/${apiPrefix}/docs`, `/${apiPrefix}/admin/queues`]));
  app.use(cookieParser());
  // With the app's `rawBody` option the bytes stay beside the parsed body (`req.rawBody`): a
  // webhook's signature is computed over them.
  app.useBodyParser('json', { limit: '1mb' });
  app.useBodyParser('urlencoded', { limit: '1mb', extended: false });
  app.enableCors({
    origin: (origin, callback) => callback(null, origin === undefined || isTrustedOrigin(config, origin)),
    credentials: true,
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
  });
  // The body parsers call on from the socket's events, outside the request's id and span: back in.
  app.use(resumeRequestScope);
  app.use(inputGuardMiddleware);
  app.useWebSocketAdapter(new RedisSocketAdapter(app, config));
  app.enableShutdownHooks();
}
