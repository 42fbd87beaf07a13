import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/**
 * Hosts of a journey's own on Postgres and Redis (the production shape), each journey file on a fresh database,
 * for what the run's embedded host cannot show. CI gives the services through TEST_DATABASE_URL and TEST_REDIS_URL;
 * without them a file skips with `SERVICES_MISSING`.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
export const servicesAvailable = Boolean(databaseUrl && redisUrl);
export const SERVICES_MISSING = 'needs TEST_DATABASE_URL and TEST_REDIS_URL (Postgres and Redis)';

async function sqlOn<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A throw-away database on the services' Postgres, created by `create()` and dropped by `drop()`. */
export function freshDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    create: () => sqlOn(databaseUrl!, `create database ${name}`),
    drop: () => sqlOn(databaseUrl!, `drop database if exists ${name} with (force)`),
    sql: <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => sqlOn<T>(url.toString(), text, values),
  };
}

/** `node src/main.ts`, one worker, on `database` and the services' Redis (its keys under the database's name), quiet but for errors. */
export function startHost(options: {
  port: number;
  database: { name: string; url: string };
  publicUrl: string;
  env?: Record<string, string>;
}): ChildProcess {
  return spawn(process.execPath, ['src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: options.publicUrl,
      DATABASE_URL: options.database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `${options.database.name}:`,
      LOG_LEVEL: 'warn',
      // one process a host: a journey's hosts are what it is about, not the workers of each
      WORKERS: '1',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits until the host on `port` answers /readyz, failing at once if it exits. */
export async function ready(host: ChildProcess, port: number, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (host.exitCode !== null) throw new Error(`the host on ${port} exited with ${host.exitCode}`);
    const answered = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the host on ${port} was not ready in time`);
}

/** SIGTERM, then waits for the host to exit. */
export async function stop(host: ChildProcess | undefined): Promise<void> {
  if (!host || host.exitCode !== null) return;
  const exited = new Promise((resolve) => host.once('exit', resolve));
  host.kill('SIGTERM');
  await exited;
}
