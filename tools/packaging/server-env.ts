// What the server processes (api, worker, migrate) need from their environment, from the one env
// schema they validate at boot.
import { envSchema, loadConfig } from '@ember/platform';

/** Every variable the server reads. */
export const serverEnvKeys = new Set(Object.keys(envSchema.shape));

/** Variables without a default: boot stops when one is missing. */
export const requiredServerEnv = Object.entries(envSchema.shape)
  .filter(([, schema]) => !schema.safeParse(undefined).success)
  .map(([key]) => key)
  .sort();

/** The reasons boot would refuse this environment; empty when it boots. */
export function serverEnvProblems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as { problems?: string[] }).problems ?? [String(error)];
  }
}
