import pg from 'pg';
import { Redis } from 'ioredis';

/** A reason the process cannot start, written for the operator: one line naming the variable to fix. */
export class StartupError extends Error {}

const TIMEOUT_MS = 5_000;

/** where a service URL points, without its credentials */
function place(url: string): string {
  const { hostname, port } = new URL(url);
  return port ? `${hostname}:${port}` : hostname;
}

function reason(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  return code && !/^\d/.test(code) ? code : (message ?? String(error)).split('\n')[0];
}

/**
 * Connects once to the database DATABASE_URL names. The host never creates that database: a typo in
 * the name must stop the start, not create and seed an empty one beside the real one.
 */
export async function checkPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const { code } = error as { code?: string };
    const database = decodeURIComponent(new URL(url).pathname.slice(1)) || '(the user name)';
    if (code === '3D000') {
      throw new StartupError(
        `The database "${database}" named in DATABASE_URL does not exist on ${place(url)}: create it (createdb ${database}) or correct DATABASE_URL. DealAcre never creates the database it is pointed at.`,
      );
    }
    if (code === '28P01' || code === '28000') {
      throw new StartupError(
        `Postgres at ${place(url)} refused the credentials in DATABASE_URL (${reason(error)}): correct the user or password in DATABASE_URL.`,
      );
    }
    throw new StartupError(
      `Postgres at ${place(url)} (DATABASE_URL) cannot be reached (${reason(error)}): start Postgres, or correct DATABASE_URL.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

/** Connects once to REDIS_URL and pings it. */
export async function checkRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: TIMEOUT_MS, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // with retries off, connect() only says "Connection is closed."; the cause comes as an 'error' event
  let cause: unknown;
  redis.on('error', (error) => {
    cause ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (failure) {
    const error = cause ?? failure;
    const refused = /NOAUTH|WRONGPASS/.test(String(error));
    throw new StartupError(
      refused
        ? `Redis at ${place(url)} refused the credentials in REDIS_URL (${reason(error)}): correct the password in REDIS_URL.`
        : `Redis at ${place(url)} (REDIS_URL) cannot be reached (${reason(error)}): start Redis, or correct REDIS_URL (unset it to keep key-value data in memory on a single host).`,
    );
  } finally {
    redis.disconnect();
  }
}
