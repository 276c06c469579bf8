import { type Context, SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import { httpRequestDuration } from '../metrics/metrics.js';
import { runInRequestContext } from './request-context.js';
import { requestIdOf } from './request-id.js';
import { emberTracer } from './tracing.js';

/** What a request runs in: its id (for the log lines) and its span (for the traces). */
const requestScope = Symbol('ember.request-scope');
type ScopedRequest = Request & { id?: string; [requestScope]?: { requestId: string; traceContext: Context } };

/**
 * Each request gets its id (answered in X-Request-Id, on every log line, carried into its jobs),
 * a server span continuing the caller's trace, and its time in the duration histogram, labelled
 * by the route template once routing has matched one. It runs first, before the body parsers, so
 * that a request they refuse (malformed JSON, too large) is timed, traced and named too.
 */
export function httpTelemetryMiddleware(request: Request, response: Response, next: NextFunction): void {
  const scoped = request as ScopedRequest;
  const requestId = scoped.id ?? requestIdOf(request);
  scoped.id = requestId;
  response.setHeader('X-Request-Id', requestId);
  const started = process.hrtime.bigint();
  const parent = propagation.extract(context.active(), request.headers);
  const span = emberTracer().startSpan(
    `${request.method} ${request.path}`,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'url.path': request.path } },
    parent,
  );
  response.once('finish', () => {
    const route = routeOf(request);
    const status = response.statusCode;
    httpRequestDuration.observe(
      { method: request.method, route, status_code: String(status) },
      Number(process.hrtime.bigint() - started) / 1e9,
    );
    span.updateName(`${request.method} ${route}`);
    span.setAttributes({ 'http.route': route, 'http.response.status_code': status, 'ember.request_id': requestId });
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  const traceContext = trace.setSpan(parent, span);
  scoped[requestScope] = { requestId, traceContext };
  runInRequestContext({ requestId }, () => context.with(traceContext, () => next()));
}

/**
 * The request's id and span again, after middleware whose callbacks run outside them: the body
 * parsers read the body from the socket's events, and call on from there.
 */
export function resumeRequestScope(request: Request, _response: Response, next: NextFunction): void {
  const scope = (request as ScopedRequest)[requestScope];
  if (!scope) return next();
  runInRequestContext({ requestId: scope.requestId }, () => context.with(scope.traceContext, () => next()));
}

/** The route template (`/api/programs/by-slug/:slug`), never the concrete path: bounded label values. */
function routeOf(request: Request): string {
  const path = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof path === 'string') return `${request.baseUrl}${path}`;
  return 'unmatched';
}
