import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type DomainError, isDomainError } from '@ember/kernel';
import { isDependencyUnavailable } from './dependency-unavailable.js';
import type { ErrorBody } from './error-body.js';
import { ErrorStatusRegistry } from './error-status.registry.js';
import { RequestValidationError } from './request-validation.error.js';

const genericCodes: Record<number, [string, string]> = {
  400: ['http.bad-request', 'The request could not be understood.'],
  401: ['auth.unauthenticated', 'Please sign in to continue.'],
  403: ['auth.forbidden', 'You are not allowed to do that.'],
  404: ['http.not-found', 'Not found.'],
  405: ['http.method-not-allowed', 'That method is not allowed here.'],
  413: ['http.payload-too-large', 'The request is too large.'],
  415: ['http.unsupported-media-type', 'That content type is not supported.'],
  429: ['http.rate-limited', 'Too many requests. Please wait a moment and try again.'],
};

/**
 * The one place errors become HTTP answers, all with the same body. Domain errors take the status
 * their context registered; unknown failures are logged with the request id and answered as a
 * generic 500 that reveals nothing.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly registry: ErrorStatusRegistry) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const body = this.toBody(exception, request);
    if (body.statusCode === 503) {
      this.logger.warn({ err: exception, requestId: request.id, path: request.path }, 'a dependency is unavailable');
    } else if (body.statusCode >= 500) {
      this.logger.error({ err: exception, requestId: request.id, path: request.path }, 'unhandled error');
    }
    const retryAfter = body.details?.['retryAfterSeconds'];
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request & { id?: string }): ErrorBody {
    if (isDomainError(exception)) return this.fromDomainError(exception);
    if (exception instanceof RequestValidationError) {
      return {
        statusCode: 400,
        code: 'validation.failed',
        message: exception.message,
        details: { fields: exception.fields },
      };
    }
    if (exception instanceof HttpException && exception.cause instanceof SyntaxError) {
      return { statusCode: 400, code: 'http.malformed-body', message: 'The request body is not valid JSON.' };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const own = exception.getResponse();
      const ownCode = typeof own === 'object' && own !== null && 'code' in own ? String(own.code) : undefined;
      const [code, friendly] = genericCodes[statusCode] ?? [`http.${statusCode}`, exception.message];
      const message = ownCode || !frameworkDefault.test(exception.message) ? exception.message : friendly;
      return { statusCode, code: ownCode ?? code, message };
    }
    if (isDependencyUnavailable(exception)) {
      // PostgreSQL or Redis is away (a restart, a failover): nothing was done, and a retry will do.
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        code: 'service.unavailable',
        message: 'We are briefly unavailable. Please try again in a moment.',
        details: { retryAfterSeconds: 5 },
      };
    }
    const parserStatus = bodyParserStatus(exception);
    if (parserStatus) {
      const [code, message] = genericCodes[parserStatus] ?? genericCodes[400]!;
      return { statusCode: parserStatus, code: parserStatus === 400 ? 'http.malformed-body' : code, message };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: 'internal',
      message: `Something went wrong on our side. Please try again.${request.id ? ` (ref ${request.id})` : ''}`,
    };
  }

  private fromDomainError(error: DomainError): ErrorBody {
    return {
      statusCode: this.registry.statusOf(error.code) ?? HttpStatus.BAD_REQUEST,
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    };
  }
}

/** Nest's stock messages ("Forbidden resource", "Cannot GET /x") give way to friendlier ones. */
const frameworkDefault =
  /^(Forbidden resource|Unauthorized|Not Found|Bad Request|Payload Too Large|Too Many Requests|.*ThrottlerException.*|Cannot [A-Z]+ .*)$/;

/** body-parser and multer raise errors carrying a status before any controller runs. */
function bodyParserStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const status =
    (exception as { status?: unknown; statusCode?: unknown }).status ??
    (exception as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}
