import type { Config } from '../config.ts';
import type { KeyValue, PubSub } from '../../modules/shared/kernel/key-value.port.ts';
import type { SearchIndex } from '../../modules/shared/kernel/search-index.port.ts';
import { EmbeddedSearchIndex } from './search/embedded/embedded-search-index.ts';
import { releaseFreedHeapPages } from './search/embedded/heap-release.ts';
import { MeilisearchSearchIndex } from './search/meilisearch/meilisearch-search-index.ts';
import { MemoryKeyValue } from './kv/memory-key-value.ts';
import { MemoryPubSub } from './kv/memory-pub-sub.ts';
import { RedisKeyValue } from './kv/redis-key-value.ts';
import { RedisPubSub } from './kv/redis-pub-sub.ts';
import { connectRedis } from './kv/redis-connection.ts';
import { FlexibleRateLimiter } from './rate-limit/flexible-rate-limiter.ts';
import type { RateLimiter } from '../../modules/shared/kernel/rate-limit.ts';

export interface ReadSide {
  search: SearchIndex;
  kv: KeyValue;
  pubSub: PubSub;
  rateLimiter: RateLimiter;
  /** e.g. `embedded search + memory` */
  description: string;
}

/** Meilisearch when MEILI_HOST is set, else the embedded engine; Redis when REDIS_URL is set, else memory. */
export function createReadSide(config: Config): ReadSide {
  const search = config.MEILI_HOST
    ? new MeilisearchSearchIndex({ host: config.MEILI_HOST, apiKey: config.MEILI_MASTER_KEY, indexPrefix: config.MEILI_INDEX_PREFIX })
    : new EmbeddedSearchIndex({ releaseMemory: releaseFreedHeapPages });
  const kv = config.REDIS_URL ? new RedisKeyValue(config.REDIS_URL, { keyPrefix: config.REDIS_KEY_PREFIX }) : new MemoryKeyValue();
  const pubSub = config.REDIS_URL ? new RedisPubSub(config.REDIS_URL, { keyPrefix: config.REDIS_KEY_PREFIX }) : new MemoryPubSub();
  const rateLimiter = new FlexibleRateLimiter(
    config.REDIS_URL ? connectRedis(config.REDIS_URL, { keyPrefix: config.REDIS_KEY_PREFIX }) : undefined,
  );
  return {
    search,
    kv,
    pubSub,
    rateLimiter,
    description: `${config.MEILI_HOST ? 'Meilisearch' : 'embedded search'} + ${config.REDIS_URL ? 'Redis' : 'memory'}`,
  };
}
