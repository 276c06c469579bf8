import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { redactUrl } from './redact-url.js';

const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

/** JSON logs with a request id on every line; secrets in headers never reach the log. */
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
              genReqId: (request: IncomingMessage, response: ServerResponse) => {
                const given = request.headers['x-request-id'];
                const id = typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
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
