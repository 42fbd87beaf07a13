import path from 'node:path';
import { IN_MEMORY, type Config } from './config.ts';
import { DEMO_BUYER, DEMO_SELLERS } from '../modules/identity/contracts/demo.ts';

export interface StartBannerFacts {
  config: Config;
  database: 'pglite' | 'postgres';
  /** the dev mail outbox's private link, when mail goes there (never in production) */
  devMailLink?: string;
  /** the demo accounts' password when this start made it (shown here once, never in a log) */
  generatedDemoPassword?: string;
}

/** Where a service is, without the user name, password or query a URL may carry. */
export function withoutCredentials(url: string): string {
  const { protocol, host, pathname } = new URL(url);
  return `${protocol}//${host}${pathname === '/' ? '' : pathname}`;
}

/**
 * What a person starting the host reads once it listens: where to open it, what backs each part, how to
 * sign in to the demo and where mail goes. Plain lines on stdout, beside the log; in production it
 * names the parts and never a password or a private link.
 */
export function startBanner({ config, database, devMailLink, generatedDemoPassword }: StartBannerFacts): string[] {
  const production = config.NODE_ENV === 'production';
  const embedded = database === 'pglite' && !config.MEILI_HOST && !config.REDIS_URL;
  const mode = embedded
    ? 'embedded: everything in this process (for evaluation; never production)'
    : database === 'pglite'
      ? 'embedded database with services (for evaluation; never production)'
      : 'services';
  const dataDir = (...parts: string[]) =>
    config.dataDir === IN_MEMORY ? 'in memory (nothing survives a restart)' : path.join(config.dataDir, ...parts);
  const mail = config.SMTP_URL
    ? `sent through ${withoutCredentials(config.SMTP_URL)}`
    : devMailLink
      ? `not sent (SMTP_URL is unset); read it in the dev outbox with this private link:\n               ${devMailLink}`
      : 'not sent (SMTP_URL is unset): kept in the dev outbox';
  const payments =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? `Stripe (${/_live_/.test(config.STRIPE_SECRET_KEY) ? 'live' : 'test'} mode)`
      : config.NODE_ENV === 'production'
        ? 'none: no plan is sold until STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set'
        : 'built-in test provider (TEST MODE, no money moves)';

  const lines = [
    '',
    `DealAcre is ready at ${config.PUBLIC_URL}  (NODE_ENV=${config.NODE_ENV}, listening on ${config.HOST}:${config.PORT})`,
    `  mode         ${mode}`,
    `  database     ${database === 'postgres' && config.DATABASE_URL ? `Postgres at ${withoutCredentials(config.DATABASE_URL)}` : `PGlite, ${dataDir('pglite')}`}`,
    `  search       ${config.MEILI_HOST ? `Meilisearch at ${withoutCredentials(config.MEILI_HOST)}` : database === 'postgres' ? 'embedded, in each process, kept current from the database' : 'embedded, in this process'}`,
    ...(config.WORKERS > 1 ? [`  processes    ${config.WORKERS} workers on one port (WORKERS)`] : []),
    `  key-value    ${config.REDIS_URL ? `Redis at ${withoutCredentials(config.REDIS_URL)}` : 'memory of this process'}`,
    `  mail         ${mail}`,
    `  payments     ${payments}`,
    `  files        ${config.S3_BUCKET ? `S3 bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${withoutCredentials(config.S3_ENDPOINT)}` : ''}` : dataDir('uploads')}`,
  ];
  if (config.SEED_DEMO) {
    const password = config.DEMO_PASSWORD
      ? 'DEMO_PASSWORD'
      : generatedDemoPassword && !production
        ? `${generatedDemoPassword}  (made for this install and shown only now; set DEMO_PASSWORD to choose it)`
        : generatedDemoPassword
          ? 'made for this install, not shown in production (set DEMO_PASSWORD before the first start)'
          : 'the one shown at the first start (set DEMO_PASSWORD to choose it)';
    lines.push(
      `  demo sellers ${DEMO_SELLERS.map((seller) => seller.email).join(', ')}`,
      `  demo buyer   ${DEMO_BUYER.email}`,
      `  password     ${password}`,
    );
  }
  lines.push('');
  return lines;
}
