import { type Context, ROOT_CONTEXT, context, propagation } from '@opentelemetry/api';
import { currentRequestContext } from './request-context.js';

/**
 * Where a job's data carries what it came from: the request id and the W3C trace context of the
 * request (or job) that enqueued it. Payload schemas ignore the key, so handlers never see it.
 */
export const jobOriginKey = '_origin';

export interface JobOrigin {
  requestId?: string;
  traceparent?: string;
  tracestate?: string;
}

/** The origin of a job enqueued now: the current request's id and trace context. */
export function currentJobOrigin(): JobOrigin {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  const requestId = currentRequestContext()?.requestId;
  return {
    ...(requestId ? { requestId } : {}),
    ...(carrier['traceparent'] ? { traceparent: carrier['traceparent'] } : {}),
    ...(carrier['tracestate'] ? { tracestate: carrier['tracestate'] } : {}),
  };
}

/** The origin a job's data carries, if any. */
export function jobOriginOf(data: unknown): JobOrigin {
  const origin = (data as Record<string, unknown> | null)?.[jobOriginKey];
  if (typeof origin !== 'object' || origin === null) return {};
  const pick = (key: keyof JobOrigin) => {
    const value = (origin as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  };
  return { requestId: pick('requestId'), traceparent: pick('traceparent'), tracestate: pick('tracestate') };
}

/** The trace context a job continues: its origin's, or none. */
export function jobTraceContext(origin: JobOrigin): Context {
  const carrier: Record<string, string> = {};
  if (origin.traceparent) carrier['traceparent'] = origin.traceparent;
  if (origin.tracestate) carrier['tracestate'] = origin.tracestate;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

/** The job's data without its origin: what to compare when deciding whether a job is the same. */
export function withoutOrigin(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !(jobOriginKey in data)) return data;
  const { [jobOriginKey]: _origin, ...payload } = data as Record<string, unknown>;
  return payload;
}
