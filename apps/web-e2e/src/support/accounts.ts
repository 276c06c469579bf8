import { Redis } from 'ioredis';
import pg from 'pg';
import { e2eStack } from './stack';

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * Marks the account as having completed its profile. The profile step is a later issue; until
 * then this stands in for it, so the guard's "has a profile" path can be driven end to end.
 */
export async function markProfileComplete(email: string): Promise<void> {
  const client = new pg.Client({ connectionString: e2eStack.databaseUrl });
  await client.connect();
  try {
    const result = await client.query('update identity.users set has_profile = true where email = $1', [email]);
    if (result.rowCount !== 1) throw new Error(`no account ${email}`);
  } finally {
    await client.end();
  }
}

/**
 * Lifts the one-code-a-minute limit for an address, as a minute passing would. Answers false when
 * the stack's Redis cannot be reached from here (a private server), in which case the test waits.
 */
export async function liftSendLimit(email: string): Promise<boolean> {
  const redis = new Redis(e2eStack.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await redis.connect();
    const removed = await redis.del(`${e2eStack.redisPrefix}:limit:identity.send.email.minute:${email}`);
    return removed >= 0;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * Lifts the caps on sign-in codes sent to and checked from one network: every member of the suite
 * signs in from this machine's address, more often in an hour than one household ever would.
 */
export async function liftNetworkLimits(): Promise<boolean> {
  const redis = new Redis(e2eStack.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${e2eStack.redisPrefix}:limit:identity.*.ip:*`);
    if (keys.length > 0) await redis.del(...keys);
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
