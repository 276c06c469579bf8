import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line of a request, and of the jobs it led to, carries. */
export interface RequestContext {
  /** The request's id (X-Request-Id), carried into the jobs it enqueued and the jobs they enqueued. */
  requestId?: string;
  /** The job being run, in the worker. */
  jobId?: string;
  job?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** Pino's mixin: the fields of the current request or job, on every line logged within it. */
export function requestContextLogFields(): Record<string, string> {
  const context = storage.getStore();
  if (!context) return {};
  return Object.fromEntries(Object.entries(context).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}
