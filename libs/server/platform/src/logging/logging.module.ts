import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { requestContextLogFields } from '../observability/request-context.js';
import { requestIdOf } from '../observability/request-id.js';
import { redactUrl } from './redact-url.js';

/**
 * JSON logs with the request id on every line, of the request and of the jobs it led to (the
 * `requestId` field; a job's lines also name the job); secrets in headers never reach the log.
 */
@Module({})
export class LoggingModule {
  static forRoot(): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            pinoHttp: {
              level: config.LOG_LEVEL,
              mixin: requestContextLogFields,
              transport:
                config.LOG_FORMAT === 'pretty'
                  ? {
                      target: 'pino-pretty',
                      options: {
                        singleLine: true,
                        ignore: 'pid,hostname,req,res,responseTime',
                        translateTime: 'HH:MM:ss',
                      },
                    }
                  : undefined,
              // The telemetry middleware names most requests first; this covers the rest.
              genReqId: (request: IncomingMessage, response: ServerResponse) => {
                const id = requestIdOf(request);
                response.setHeader('X-Request-Id', id);
                return id;
              },
              redact: {
                paths: [
                  'req.headers.cookie',
                  'req.headers.authorization',
                  'req.headers["x-xsrf-token"]',
                  'res.headers["set-cookie"]',
                ],
                censor: '[redacted]',
              },
              autoLogging: { ignore: (request: IncomingMessage) => request.url?.startsWith('/api/health') ?? false },
              serializers: {
                req: (request: { id: string; method: string; url: string }) => ({
                  id: request.id,
                  method: request.method,
                  url: redactUrl(request.url),
                }),
              },
            },
          }),
        }),
      ],
    };
  }
}
