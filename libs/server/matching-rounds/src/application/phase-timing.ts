/** A phase job that fired a moment before its deadline: thrown so the queue tries again shortly. */
export class PhaseNotDueError extends Error {
  constructor(phase: string, roundId: string, inMs: number) {
    super(`${phase} of round ${roundId} is due in ${inMs} ms`);
    this.name = 'PhaseNotDueError';
  }
}

/** How early a job may fire and still be retried rather than dropped as stale (its deadline moved). */
const earlyToleranceMs = 15_000;

/**
 * Before its deadline a phase job either throws (a clock a little ahead: retried with backoff) or
 * answers false (a job left from an earlier deadline: the current one is scheduled separately).
 */
export function isDue(phase: string, roundId: string, dueAt: Date, now: Date): boolean {
  const inMs = dueAt.getTime() - now.getTime();
  if (inMs <= 0) return true;
  if (inMs <= earlyToleranceMs) throw new PhaseNotDueError(phase, roundId, inMs);
  return false;
}
