/** The CMS's settings from the environment, with development defaults. */
export interface CmsEnv {
  databaseUrl: string;
  secret: string;
  corsOrigins: string[] | '*';
}

const devSecret = 'ember-cms-development-secret-change-me';

export function readCmsEnv(env: NodeJS.ProcessEnv = process.env): CmsEnv {
  // `next build` runs the config to collect pages but signs nothing, so it needs no real secret.
  const building = env.NEXT_PHASE === 'phase-production-build';
  const production = env.NODE_ENV === 'production' && !building && env.CMS_ALLOW_DEV_SECRET !== 'true';
  const secret = env.PAYLOAD_SECRET ?? (production ? undefined : devSecret);
  if (!secret) throw new Error('PAYLOAD_SECRET is required in production (a long random string).');
  if (production && secret === devSecret) throw new Error('PAYLOAD_SECRET must not be the development default.');
  const origins = (env.CMS_CORS_ORIGINS ?? '*').split(',').map((origin) => origin.trim());
  return {
    databaseUrl: env.CMS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ember_cms',
    secret,
    corsOrigins: origins.includes('*') ? '*' : origins.filter(Boolean),
  };
}
