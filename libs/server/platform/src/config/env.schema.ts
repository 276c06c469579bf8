import { z } from 'zod';
import { firstCityTimeZone, startOfDayIn } from '@ember/time-zones';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce.number().int().min(1).max(65_535);
const positiveInt = z.coerce.number().int().positive();
const url = z.url();

/** A date alone means midnight in Toronto, the first city, in the offset of that date's season. */
const moment = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'must be a date (YYYY-MM-DD) or a date-time with an offset (2026-02-14T00:00:00-05:00)',
  })
  .transform((value) => (value.length === 10 ? startOfDayIn(value, firstCityTimeZone) : new Date(value)));

/**
 * Every environment variable the server reads, in one place. The README's configuration table
 * mirrors this schema; boot fails with the variable's name when a value is missing or malformed.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json for machines (the default), pretty for a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),

  API_PORT: port.default(3000),
  API_HOST: z.string().min(1).default('0.0.0.0'),
  /** Public address of the web app: links in e-mails and OAuth redirect URIs are built on it. */
  WEB_ORIGIN: url.default('http://localhost:4200'),
  /** Extra origins allowed to call the API with credentials (comma separated). */
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: flag.default(false),

  DATABASE_URL: url.refine((value) => /^postgres(ql)?:/.test(value), 'must be a postgres:// URL'),
  DATABASE_POOL_MAX: positiveInt.default(10),
  REDIS_URL: url.refine((value) => /^rediss?:/.test(value), 'must be a redis:// URL'),
  /** Namespace for every Redis key (queues, limits); lets several installs share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]+$/i)
    .default('ember'),

  SMTP_URL: url.refine((value) => /^smtps?:/.test(value), 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('Ember <hello@ember.local>'),
  SUPPORT_EMAIL: z.email().default('support@ember.local'),

  /** Signs XSRF tokens and keys one-time-code hashes. At least 32 characters. */
  SESSION_SECRET: z.string().min(32),
  SESSION_IDLE_DAYS: positiveInt.default(30),
  SESSION_MAX_DAYS: positiveInt.default(180),
  COOKIE_SECURE: flag.optional(),
  /** Addresses (comma separated) that become admins when they first sign in. */
  ADMIN_EMAILS: z.string().default(''),

  OIDC_GOOGLE_ISSUER: url.default('https://accounts.google.com'),
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_MICROSOFT_ISSUER: url.default('https://login.microsoftonline.com/consumers/v2.0'),
  OIDC_MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  OIDC_MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  /** Allows http:// issuers; for a local identity provider only. */
  OIDC_ALLOW_INSECURE: flag.default(false),

  /** Where media objects live: a local directory (the default) or an S3-compatible bucket. */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The local storage directory (MEDIA_STORAGE=local). */
  MEDIA_DIR: z.string().min(1).default('.data/media'),
  /** Scratch space for uploads in transit and for processing; local to each process. */
  MEDIA_WORK_DIR: z.string().min(1).optional(),
  /** Largest accepted photo upload, in bytes. */
  MEDIA_MAX_PHOTO_BYTES: positiveInt.default(25 * 1024 * 1024),
  /** Largest accepted video upload, in bytes. */
  MEDIA_MAX_VIDEO_BYTES: positiveInt.default(150 * 1024 * 1024),
  /** Largest image accepted, in pixels (width × height): guards against decompression bombs. */
  MEDIA_MAX_IMAGE_PIXELS: positiveInt.default(60_000_000),
  /** Prompt videos are cut to this length (plus half a second). */
  MEDIA_VIDEO_MAX_SECONDS: positiveInt.default(15),
  /** Photo and video uploads per member per hour. */
  MEDIA_UPLOADS_PER_HOUR: positiveInt.default(30),
  /** The prompt everyone answers today. */
  MEDIA_DAILY_PROMPT: z
    .string()
    .regex(/^[a-z_]+$/)
    .default('scientific_fact'),
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),

  S3_ENDPOINT: url.optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path rather than the host name (MinIO and most self-hosted servers). */
  S3_FORCE_PATH_STYLE: flag.default(false),

  WORKER_CONCURRENCY_MAIL: positiveInt.default(4),
  /** The worker answers /health/live and /health/ready on this port when set (for probes). */
  WORKER_HEALTH_PORT: port.optional(),
  WORKER_CONCURRENCY_MEDIA_IMAGE: positiveInt.default(2),
  WORKER_CONCURRENCY_MEDIA_VIDEO: positiveInt.default(1),
  /** Round jobs (phase changes, group formation) in parallel per worker. */
  WORKER_CONCURRENCY_ROUNDS: positiveInt.default(2),
  /** How long a worker holds a job before it counts as stalled unless renewed (renewed at half). */
  WORKER_LOCK_DURATION_MS: positiveInt.default(30_000),
  /** How often workers look for stalled jobs (a worker that died) and hand them to another. */
  WORKER_STALLED_INTERVAL_MS: positiveInt.default(30_000),

  /** The api and the worker serve Prometheus metrics at /metrics on this port when set; never exposed publicly. */
  METRICS_PORT: port.optional(),
  /** OTLP/HTTP collector (e.g. http://otel-collector:4318); traces are sent only when it is set. */
  OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
  /** The service name on traces; `ember-api` or `ember-worker` by default. */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),

  /** Members cannot see each other before this moment (the pre-launch date); February 14th this year by default. */
  MEMBERS_VISIBLE_FROM: moment.prefault(() => `${new Date().getUTCFullYear()}-02-14`),
  /** Candidates are reminded this many hours before picks close (at the window's middle when it is shorter). */
  ROUNDS_REMINDER_HOURS: positiveInt.default(24),
  /** How often the worker checks that every unfinished round has the job of its next phase. */
  ROUNDS_SWEEP_SECONDS: positiveInt.default(60),
  /** Wall-clock budget of the formation heuristic per round, in milliseconds (HiGHS gets up to ten times it). */
  ROUNDS_FORMATION_TIME_LIMIT_MS: positiveInt.default(1_500),
  /** Card payments: `stripe`, or `offline` (test mode: every movement booked in Ember's ledger, no card taken). */
  PAYMENTS_PROVIDER: z.enum(['offline', 'stripe']).default('offline'),
  /** Stripe's secret key (sk_test_… or sk_live_…); required with PAYMENTS_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  /** Stripe's publishable key (pk_…), handed to the browser's card form. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  /** Signing secret of the webhook endpoint (whsec_…), checked on every POST /api/payments/webhook. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /**
   * Signing secrets (whsec_…, comma separated: tried in turn, for a rotation) of the Connect webhook
   * endpoint, which carries the connected accounts' events (account.updated, payout.*) to the same URL.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .refine(
      (value) => value.split(',').every((secret) => /^whsec_\w+$/.test(secret.trim())),
      'must be webhook signing secrets (whsec_…), comma separated',
    )
    .transform((value) => value.split(',').map((secret) => secret.trim()))
    .optional(),
  /** Another address for Stripe's API (a Stripe-compatible server for tests); Stripe's own when unset. */
  STRIPE_API_URL: url.optional(),
  /** Currency of deposits, in ISO 4217 (tickets take their program's or format's). */
  PAYMENTS_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
    .transform((value) => value.toUpperCase())
    .default('CAD'),
  /** The $10 deposit is optional (spec 3 §9: for now); true makes it mandatory to finish registration and to join a deposit-priced group. */
  PAYMENTS_DEPOSIT_REQUIRED: flag.default(false),
  /** Hosts are paid this many hours after their event ends (no-shows are reported in between). */
  PAYMENTS_PAYOUT_DELAY_HOURS: z.coerce.number().int().min(0).default(24),
  /** Relative photo URLs are resolved against it (a CDN, the api's public address); empty: left relative. */
  PROFILE_PHOTO_BASE_URL: z.string().default(''),
});

export type Env = z.infer<typeof envSchema>;

/** Rules across variables, checked after each variable on its own. */
export const envRules = envSchema.superRefine((env, context) => {
  if (env.MEDIA_STORAGE === 's3' && !env.S3_BUCKET) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_STORAGE=s3' });
  }
  if (env.PAYMENTS_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name])
        context.addIssue({ code: 'custom', path: [name], message: 'is required when PAYMENTS_PROVIDER=stripe' });
    }
    const secretMode = /_(test|live)_/.exec(env.STRIPE_SECRET_KEY ?? '')?.[1];
    const publicMode = /_(test|live)_/.exec(env.STRIPE_PUBLISHABLE_KEY ?? '')?.[1];
    if (secretMode && publicMode && secretMode !== publicMode) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: `is a ${publicMode} key but STRIPE_SECRET_KEY is a ${secretMode} key`,
      });
    }
  }
});
