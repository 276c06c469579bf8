export type ThrottleOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counters that stop code floods and guessing, per address and per network origin. */
export abstract class AttemptThrottle {
  abstract consumeSend(email: string, ip: string): Promise<ThrottleOutcome>;
  abstract consumeVerify(email: string, ip: string): Promise<ThrottleOutcome>;
}
