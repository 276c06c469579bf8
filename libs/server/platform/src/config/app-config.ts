import { token } from '@ember/kernel';
import { type Env, envRules } from './env.schema.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface AppConfig extends Env {
  production: boolean;
  cookieSecure: boolean;
  corsOrigins: string[];
  adminEmails: string[];
}

/** Parses the environment once; an empty string counts as unset. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envRules.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return issue.code === 'invalid_type' && present[name] === undefined
          ? `${name} is required but not set`
          : `${name}: ${issue.message}`;
      }),
    );
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  return {
    ...env,
    production,
    cookieSecure: env.COOKIE_SECURE ?? production,
    corsOrigins: [env.WEB_ORIGIN, ...env.CORS_ORIGINS.split(',').map((origin) => origin.trim())].filter(Boolean),
    adminEmails: env.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  };
}

export const APP_CONFIG = token<AppConfig>('APP_CONFIG');

/** For entry points: a bad environment stops the process with the variables named, not a stack trace. */
export function loadConfigOrExit(source: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(78);
  }
}
