export type ThrottleOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Uploads per member per hour, shared by every api replica. */
export abstract class UploadThrottle {
  /** Whether an upload would be refused, without counting one. */
  abstract check(ownerId: string): Promise<ThrottleOutcome>;
  abstract consume(ownerId: string): Promise<ThrottleOutcome>;
}
