import type { AppConfig } from '../config/app-config.js';

/**
 * Origins the API answers with credentials: the web origin, its subdomains on the same scheme and
 * port (brand hosts such as coffee.<web host>) and any listed in CORS_ORIGINS.
 */
export function isTrustedOrigin(
  config: Pick<AppConfig, 'WEB_ORIGIN' | 'corsOrigins'>,
  origin: string | undefined,
): boolean {
  if (!origin) return false;
  if (config.corsOrigins.includes(origin)) return true;
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    return false;
  }
  const web = new URL(config.WEB_ORIGIN);
  return given.protocol === web.protocol && given.port === web.port && given.hostname.endsWith(`.${web.hostname}`);
}
