import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { PlatformSettings } from '../modules/shared/kernel/settings.ts';

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => ['true', '1', 'yes'].includes(value));

/** unset or empty means "not configured" */
const optionalUrl = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.url().optional());

/**
 * Every environment variable DealAcre reads, parsed once. `.env.example` documents each one.
 * Unset means the embedded default: PGlite, embedded search, memory key-value, dev mail outbox,
 * test payments (Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set).
 */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** unset: http://localhost:${PORT} */
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** auto: readable lines when stdout is a terminal, JSON otherwise; production always writes JSON */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  TRUST_PROXY: z.string().default('loopback'),
  /** client addresses the per-address rate limits leave alone (load generators, monitoring), comma-separated */
  RATE_LIMIT_EXEMPT: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  JSON_BODY_LIMIT: z
    .string()
    .regex(/^\d+(kb|mb)$/, 'must look like 100kb or 1mb')
    .default('100kb'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** on SIGTERM, how long /readyz answers 503 while new requests are still served, before the server stops accepting them */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),

  /** unset (with METRICS_PORT unset): no /metrics at all; set: GET /metrics on PORT with `Authorization: Bearer <token>` */
  METRICS_TOKEN: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)').regex(/^\S+$/, 'must not contain spaces').optional(),
  ),
  /** set: /metrics without a token on this port, bound to 127.0.0.1 only (for a scraper on the same machine or a sidecar) */
  METRICS_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(65_535).optional()),

  /** how long a page rendered for a visitor who is not signed in is kept and answered again; 0: every page rendered */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(3),
  DATA_DIR: z.string().min(1).default('./data'),
  /** set: uploaded files in this S3 bucket (Amazon S3 or an S3-compatible server), shared by every host; unset: DATA_DIR/uploads */
  S3_BUCKET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(3).max(63).optional()),
  /** an S3-compatible server's URL (e.g. http://127.0.0.1:9000); unset: Amazon S3 in S3_REGION */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** unset: the SDK's usual sources (instance role, AWS_* variables, shared files) */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** the bucket in the URL's path rather than its host name; unset: true with S3_ENDPOINT, false without */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** processes serving on one machine, each a full host; unset: one per core on Postgres + Redis, else one */
  WORKERS: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(1).max(64).optional()),
  DEBUG_SQL: booleanFlag.default(false),

  MEILI_HOST: optionalUrl,
  MEILI_MASTER_KEY: z.string().optional(),
  MEILI_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]*$/, 'lower-case letters, digits and _ only')
    .default('dealacre_'),

  REDIS_URL: optionalUrl,
  REDIS_KEY_PREFIX: z.string().default('dealacre:'),
  /** how often each host checks that the key-value store still holds the read models (Redis restarted empty) */
  READ_MODELS_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(2000),

  SMTP_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.string().min(1).default('DealAcre <no-reply@dealacre.com>'),
  /** the secret the mail provider signs its bounce and complaint reports with; unset: that webhook answers 404 */
  MAIL_WEBHOOK_SECRET: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().min(24, 'must be at least 24 characters').optional(),
  ),

  /** `npm run dev`: serve the web app from its sources through Vite, with hot reload (never in production) */
  WEB_DEV: booleanFlag.default(false),

  MAP_TILE_URL: z.url().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),

  /** unset: true in the embedded evaluation mode only (no DATABASE_URL, NODE_ENV not production) */
  SEED_DEMO: booleanFlag.optional(),
  /** the secret of the dev mail outbox; unset: a new random one at every start, printed in the log */
  DEV_MAIL_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(24, 'must be at least 24 characters').optional(),
  ),
  /** the demo accounts' password; unset: a new random one when the demo data is loaded, printed in the log then */
  DEMO_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(12, 'must be at least 12 characters').optional(),
  ),
  ADMIN_EMAIL: z.preprocess((value) => (value === '' ? undefined : value), z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(12, 'must be at least 12 characters').optional(),
  ),

  SESSION_IDLE_DAYS: z.coerce.number().positive().max(90).default(7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().max(365).default(30),
  /** how often an open event stream is pinged (keeps proxies from closing it) and its session checked */
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).max(120_000).default(25_000),

  STRIPE_SECRET_KEY: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret or restricted key (sk_test_..., sk_live_..., rk_...)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .regex(/^whsec_\S+$/, "must be the webhook endpoint's signing secret (whsec_...)")
      .optional(),
  ),

  /** the affiliate program (decision 0066): the share of each paid invoice of a referred member, for how many months */
  AFFILIATE_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(20),
  AFFILIATE_COMMISSION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  /** the approved balance an affiliate needs before asking for a payout, in cents */
  AFFILIATE_PAYOUT_MINIMUM_CENTS: z.coerce.number().int().min(0).default(5000),

  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  OUTBOX_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
});

/** The name of every environment variable the configuration reads (`.env.example` documents each one). */
export const ENVIRONMENT_VARIABLES: readonly string[] = Object.keys(environmentSchema.shape);

/** DATA_DIR value for a throw-away in-memory database (tests, benchmarks) */
export const IN_MEMORY = 'memory://';

export type Config = Omit<z.output<typeof environmentSchema>, 'PUBLIC_URL' | 'SEED_DEMO' | 'WORKERS'> & {
  PUBLIC_URL: string;
  SEED_DEMO: boolean;
  WORKERS: number;
  /** absolute DATA_DIR */
  dataDir: string;
  /** the host serving map tiles, allowed by the Content Security Policy */
  mapTileOrigin: string;
};

export class ConfigError extends Error {}

/** What modules may read of the configuration. */
export function platformSettings(config: Config): PlatformSettings {
  return {
    production: config.NODE_ENV === 'production',
    publicUrl: config.PUBLIC_URL,
    admin: config.ADMIN_EMAIL && config.ADMIN_PASSWORD ? { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD } : undefined,
    demoPassword: config.DEMO_PASSWORD,
    sessions: { idleDays: config.SESSION_IDLE_DAYS, absoluteDays: config.SESSION_ABSOLUTE_DAYS },
    eventsHeartbeatMs: config.EVENTS_HEARTBEAT_MS,
    mailWebhookSecret: config.MAIL_WEBHOOK_SECRET,
    affiliate: {
      commissionPercent: config.AFFILIATE_COMMISSION_PERCENT,
      commissionMonths: config.AFFILIATE_COMMISSION_MONTHS,
      payoutMinimumCents: config.AFFILIATE_PAYOUT_MINIMUM_CENTS,
    },
  };
}

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const result = environmentSchema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid configuration; fix these environment variables:\n${problems}`);
  }
  const parsed = result.data;
  if (Boolean(parsed.ADMIN_EMAIL) !== Boolean(parsed.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration; fix these environment variables:\n  ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
  }
  if (Boolean(parsed.STRIPE_SECRET_KEY) !== Boolean(parsed.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration; fix these environment variables:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both (Stripe payments) or neither (the built-in test provider)',
    );
  }
  if (parsed.METRICS_PORT !== undefined && parsed.METRICS_PORT === parsed.PORT) {
    throw new ConfigError(
      'Invalid configuration; fix these environment variables:\n  METRICS_PORT: must differ from PORT (the metrics port is internal, the other public)',
    );
  }
  if (parsed.WEB_DEV && parsed.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration; fix these environment variables:\n  WEB_DEV: the development web server is never used in production',
    );
  }
  if (parsed.LOG_FORMAT === 'pretty' && parsed.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration; fix these environment variables:\n  LOG_FORMAT: production always logs JSON (unset it, or set json)',
    );
  }
  if (Boolean(parsed.S3_ACCESS_KEY_ID) !== Boolean(parsed.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration; fix these environment variables:\n  S3_ACCESS_KEY_ID: set it together with S3_SECRET_ACCESS_KEY, or neither',
    );
  }
  const shared = Boolean(parsed.DATABASE_URL && parsed.REDIS_URL);
  if ((parsed.WORKERS ?? 1) > 1 && !shared) {
    throw new ConfigError(
      'Invalid configuration; fix these environment variables:\n  WORKERS: more than one process needs DATABASE_URL and REDIS_URL (the processes share the database and the key-value store), or set WORKERS=1',
    );
  }
  return {
    ...parsed,
    // PGlite has one connection, and memory is each process's own: one process unless both are shared
    WORKERS: parsed.WORKERS ?? (shared ? availableParallelism() : 1),
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    SEED_DEMO: parsed.SEED_DEMO ?? (!parsed.DATABASE_URL && parsed.NODE_ENV !== 'production'),
    dataDir: parsed.DATA_DIR === IN_MEMORY ? IN_MEMORY : path.resolve(parsed.DATA_DIR),
    mapTileOrigin: new URL(parsed.MAP_TILE_URL.replaceAll(/[{}]/g, '')).origin,
  };
}
