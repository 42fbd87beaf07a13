import pg from 'pg';
import pino from 'pino';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';

export interface ServicesForTests {
  databaseUrl?: string;
  redisUrl?: string;
  /** a database with every migration applied, that each test file copies (`create database … template …`) */
  templateDatabase?: string;
  /** why the services run is skipped, when it is */
  skipped?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    services: ServicesForTests;
  }
}

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Finds Postgres and Redis for the services run of the integration suite: the URLs in
 * TEST_DATABASE_URL / TEST_REDIS_URL when set, else the usual local ones when both answer, else
 * throw-away containers when a Docker engine answers, else nothing (the suite then reports itself
 * skipped, with this reason). Migrates one template database that every test file copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const found = await findServices();
  if (!found.databaseUrl) {
    project.provide('services', found);
    return found.stop;
  }
  const templateDatabase = `dealacre_template_${process.pid}`;
  await migrateTemplate(found.databaseUrl, templateDatabase);
  project.provide('services', { databaseUrl: found.databaseUrl, redisUrl: found.redisUrl, templateDatabase });
  return async () => {
    await withClient(found.databaseUrl!, (client) => client.query(`drop database if exists ${templateDatabase} with (force)`));
    await found.stop();
  };
}

async function findServices(): Promise<ServicesForTests & { stop: () => Promise<void> }> {
  const stop = async () => {};
  const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
  if (TEST_DATABASE_URL && TEST_REDIS_URL) return { databaseUrl: TEST_DATABASE_URL, redisUrl: TEST_REDIS_URL, stop };
  if (await answers(DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL))
    return { databaseUrl: DEFAULT_DATABASE_URL, redisUrl: DEFAULT_REDIS_URL, stop };
  try {
    const { GenericContainer, Wait } = await import('testcontainers');
    const [postgres, redis] = await Promise.all([
      new GenericContainer('postgres:17')
        .withEnvironment({ POSTGRES_PASSWORD: 'test', POSTGRES_DB: 'test' })
        .withExposedPorts(5432)
        .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
        .start(),
      new GenericContainer('redis:7').withExposedPorts(6379).start(),
    ]);
    return {
      databaseUrl: `postgres://postgres:test@${postgres.getHost()}:${postgres.getMappedPort(5432)}/test`,
      redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
      stop: async () => {
        await Promise.all([postgres.stop(), redis.stop()]);
      },
    };
  } catch (error) {
    const skipped = `TEST_DATABASE_URL/TEST_REDIS_URL are not set, Postgres and Redis do not answer on their usual local ports, and no Docker engine is available (${firstLine(error)})`;
    return { skipped, stop };
  }
}

async function answers(databaseUrl: string, redisUrl: string): Promise<boolean> {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await withClient(databaseUrl, (client) => client.query('select 1'));
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function migrateTemplate(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // imported here: the whole host loads only when there are services to migrate
  const [{ loadConfig, IN_MEMORY }, { openHostDatabase }] = await Promise.all([import('../config.ts'), import('../host.ts')]);
  const database = await openHostDatabase(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY, DATABASE_URL: url.toString() }),
    pino({ level: 'silent' }),
  );
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 200);
}
