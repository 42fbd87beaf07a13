import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';

export type RuntimeModeName = 'embedded' | 'services';

/**
 * Runs a benchmark in the embedded mode (PGlite + memory: DATABASE_URL and REDIS_URL blanked) unless
 * `servicesOnly`, then, unless `embeddedOnly`, in the services mode when DATABASE_URL and REDIS_URL are set: on a throw-away
 * database created beside DATABASE_URL (dropped afterwards) and a Redis key prefix of its own.
 * `bench` gets the environment to start its host with.
 */
export async function inEachRuntimeMode<R>(
  options: {
    embeddedOnly: boolean;
    servicesOnly?: boolean;
    databasePrefix: string;
    /** the services mode on this database beside DATABASE_URL, created if need be and kept (a large seeded set, reused) */
    database?: string;
    log: (line: string) => void;
  },
  bench: (mode: RuntimeModeName, environment: Record<string, string>) => Promise<R>,
): Promise<R[]> {
  const results = options.servicesOnly ? [] : [await bench('embedded', { DATABASE_URL: '', REDIS_URL: '' })];
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (options.embeddedOnly) return results;
  if (!DATABASE_URL || !REDIS_URL) {
    options.log('services mode skipped: set DATABASE_URL and REDIS_URL (a throw-away database is created beside DATABASE_URL)');
    return results;
  }
  const kept = options.database;
  const name = kept ?? `${options.databasePrefix}_${process.pid}`;
  if (kept && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error(`not a plain database name: ${kept}`);
  const exists = kept
    ? await withClient(
        DATABASE_URL,
        async (client) => (await client.query('select 1 from pg_database where datname = $1', [kept])).rowCount === 1,
      )
    : false;
  if (!exists) await withClient(DATABASE_URL, (client) => client.query(`create database ${name}`));
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    results.push(await bench('services', { DATABASE_URL: url.toString(), REDIS_URL, REDIS_KEY_PREFIX: `bench:${kept ?? process.pid}:` }));
  } finally {
    if (!kept) await withClient(DATABASE_URL, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
  return results;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A loopback port nothing listens on, for a bench's host. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * What a bench's `node src/main.ts` on loopback `port` runs with: production settings but for payments (production
 * sells no plan without Stripe, and a bench's set-up buys them through the test checkout), quiet logs, no Meilisearch,
 * and the bench's own address exempt from the per-address rate limits.
 */
export function benchHostEnvironment(port: number): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    MEILI_HOST: '',
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
  };
}
