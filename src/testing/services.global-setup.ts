import type { TestProject } from 'vitest/node';

export interface ServicesForTests {
  databaseUrl?: string;
  redisUrl?: string;
  /** why the services run is skipped, when it is */
  skipped?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    services: ServicesForTests;
  }
}

/**
 * Finds Postgres and Redis for the services run of the integration suite: the URLs in
 * TEST_DATABASE_URL / TEST_REDIS_URL when set, else throw-away containers when a Docker engine
 * answers, else nothing (the suite then reports itself skipped, with this reason).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
  if (TEST_DATABASE_URL && TEST_REDIS_URL) {
    project.provide('services', { databaseUrl: TEST_DATABASE_URL, redisUrl: TEST_REDIS_URL });
    return async () => {};
  }
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
    project.provide('services', {
      databaseUrl: `postgres://postgres:test@${postgres.getHost()}:${postgres.getMappedPort(5432)}/test`,
      redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    });
    return async () => {
      await Promise.all([postgres.stop(), redis.stop()]);
    };
  } catch (error) {
    const reason = `TEST_DATABASE_URL/TEST_REDIS_URL are not set and no Docker engine is available (${firstLine(error)})`;
    project.provide('services', { skipped: reason });
    return async () => {};
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 200);
}
