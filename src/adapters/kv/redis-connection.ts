import { Redis, ReplyError } from 'ioredis';
import { ServiceUnavailableError } from '../../../modules/shared/kernel/errors.ts';

/** How long a command may wait for Redis's answer before the request fails instead of hanging. */
const COMMAND_TIMEOUT_MS = 1_000;

/**
 * One ioredis connection as the read side wants it: opened on first use; a command in flight when the
 * connection drops fails at once instead of waiting for a reconnection, and one that gets no answer
 * fails after a second, so a request fails fast and clearly while Redis is down, and /readyz says so.
 */
export function connectRedis(url: string, options: { keyPrefix?: string; autoPipelining?: boolean } = {}): Redis {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix,
    // the commands issued in one tick go out in one write (a reindex issues thousands at once)
    enableAutoPipelining: options.autoPipelining ?? false,
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // tried again every second at most, so service resumes within a second of Redis coming back
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  // Connection errors reach callers as rejected commands; without a listener ioredis would also print each one.
  redis.on('error', () => {});
  return redis;
}

/**
 * Runs commands on a connection so that, once it has been ready, a command while it is down fails at
 * once with a ServiceUnavailableError (503) rather than queueing; before that (the first connection)
 * commands wait for it. Redis's own refusals (a wrong type, a script error) pass through unchanged.
 */
export function failingFast(redis: Redis): <T>(command: (redis: Redis) => Promise<T>) => Promise<T> {
  let readyOnce = false;
  redis.once('ready', () => {
    readyOnce = true;
  });
  return async (command) => {
    if (readyOnce && redis.status !== 'ready') throw new ServiceUnavailableError();
    try {
      return await command(redis);
    } catch (error) {
      if (error instanceof ReplyError) throw error;
      throw new ServiceUnavailableError();
    }
  };
}

export async function disconnectRedis(redis: Redis): Promise<void> {
  if (redis.status === 'wait') {
    redis.disconnect(); // never connected: nothing to flush, and QUIT would open a connection first
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}
