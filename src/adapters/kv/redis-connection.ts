import { Redis } from 'ioredis';

/**
 * One ioredis connection as the read side wants it: opened on first use, and failing a command after
 * one reconnection attempt rather than queueing it while Redis is down, so a request degrades or
 * /readyz reports the outage within seconds instead of hanging.
 */
export function connectRedis(url: string, options: { keyPrefix?: string } = {}): Redis {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  // Connection errors reach callers as rejected commands; without a listener ioredis would also print each one.
  redis.on('error', () => {});
  return redis;
}

export async function disconnectRedis(redis: Redis): Promise<void> {
  if (redis.status === 'wait') {
    redis.disconnect(); // never connected: nothing to flush, and QUIT would open a connection first
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}
