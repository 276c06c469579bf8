export type ThrottleOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Formats made without an account send e-mail: a few per address and per network at a time. */
export abstract class CreationThrottle {
  abstract consume(email: string, ip: string): Promise<ThrottleOutcome>;
}
