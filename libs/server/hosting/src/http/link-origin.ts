import type { Request } from 'express';
import { type AppConfig, isTrustedOrigin } from '@ember/platform';

/** Mailed links lead back to the brand site the person is on, when it is one of ours. */
export function linkOrigin(config: AppConfig, request: Request): string {
  const origin = request.header('origin');
  return typeof origin === 'string' && isTrustedOrigin(config, origin) ? origin : config.WEB_ORIGIN;
}
