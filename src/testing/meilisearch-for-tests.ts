import { randomBytes } from 'node:crypto';
import { MEILISEARCH_IMAGE } from '../adapters/search/meilisearch/meilisearch-search-index.ts';

export interface MeilisearchForTests {
  host: string;
  apiKey?: string;
  /** where it runs, for the suite's name */
  source: string;
  /** stops the container this helper started (nothing for MEILI_HOST) */
  stop(): Promise<void>;
}

/**
 * A Meilisearch for the search contract suite: the one at MEILI_HOST when it is set (MEILI_MASTER_KEY
 * its key), else a throw-away container of the release the adapter targets when a Docker engine
 * answers, else none: then `skipped` says why. Asking Docker costs a fraction of a second when no
 * engine answers. Once an engine answers, a container that fails to start is an error (thrown), not
 * a skip.
 */
export async function meilisearchForTests(): Promise<MeilisearchForTests | { skipped: string }> {
  const { MEILI_HOST, MEILI_MASTER_KEY } = process.env;
  if (MEILI_HOST)
    return { host: MEILI_HOST, apiKey: MEILI_MASTER_KEY || undefined, source: `MEILI_HOST ${MEILI_HOST}`, stop: async () => {} };

  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch (error) {
    return { skipped: `MEILI_HOST is not set and no Docker engine answers (${firstLine(error)})` };
  }
  const apiKey = randomBytes(24).toString('base64url');
  const container = await new GenericContainer(MEILISEARCH_IMAGE)
    .withEnvironment({ MEILI_MASTER_KEY: apiKey, MEILI_ENV: 'development', MEILI_NO_ANALYTICS: 'true' })
    .withExposedPorts(7700)
    .withWaitStrategy(Wait.forHttp('/health', 7700))
    .start();
  return {
    host: `http://${container.getHost()}:${container.getMappedPort(7700)}`,
    apiKey,
    source: `a ${MEILISEARCH_IMAGE} container`,
    async stop() {
      await container.stop();
    },
  };
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 200);
}
