/** Error codes of a database or Redis that is away: refused, reset, shutting down, not accepting yet. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, the connection exceptions,
  // too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);

const unavailableNames = new Set(['ConnectionException', 'MaxRetriesPerRequestError']);

const unavailableMessages =
  /Connection terminated|Connection is closed|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|Stream isn't writeable/i;

/**
 * Whether a failure is PostgreSQL or Redis being unreachable (restarting, failing over), not a bug:
 * such requests answer 503 with Retry-After, and nothing was written. Looks through wrapped causes.
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, name, message, cause, errors, previous } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    previous?: unknown;
  };
  if (typeof code === 'string' && unavailableCodes.has(code)) return true;
  if (typeof name === 'string' && unavailableNames.has(name)) return true;
  if (typeof message === 'string' && unavailableMessages.test(message)) return true;
  const inner = [cause, previous, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((candidate) => isDependencyUnavailable(candidate, depth + 1));
}
