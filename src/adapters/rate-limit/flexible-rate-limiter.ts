import type { Redis } from 'ioredis';
import { disconnectRedis } from '../kv/redis-connection.ts';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError, type RateLimiter, type RateLimitRule, type RateLimitState } from '../../../modules/shared/kernel/rate-limit.ts';

/**
 * The RateLimiter port on rate-limiter-flexible: one limiter per rule, in process memory, or on Redis
 * (shared by every host) with a memory limiter as insurance, so an unreachable Redis slows nothing
 * down (the insurance answers at once while the connection is not ready) nor turns into a 500, but
 * limits each host on its own until Redis answers again.
 */
export class FlexibleRateLimiter implements RateLimiter {
  readonly #redis?: Redis;
  readonly #limiters = new Map<string, RateLimiterAbstract>();

  constructor(redis?: Redis) {
    this.#redis = redis;
    // the limiters skip to their memory insurance while Redis is not ready, so they would never open it themselves
    if (redis?.status === 'wait') redis.connect().catch(() => {});
  }

  #limiter(rule: RateLimitRule): RateLimiterAbstract {
    const id = `${rule.name}:${rule.limit}:${rule.windowSeconds}`;
    let limiter = this.#limiters.get(id);
    if (!limiter) {
      const options = { keyPrefix: `ratelimit:${rule.name}`, points: rule.limit, duration: rule.windowSeconds };
      const memory = new RateLimiterMemory(options);
      limiter = this.#redis
        ? new RateLimiterRedis({ ...options, storeClient: this.#redis, insuranceLimiter: memory, rejectIfRedisNotReady: true })
        : memory;
      this.#limiters.set(id, limiter);
    }
    return limiter;
  }

  async hit(rule: RateLimitRule, subject: string): Promise<RateLimitState> {
    try {
      return toState(rule, await this.#limiter(rule).consume(subject));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitedError(seconds(rejection.msBeforeNext));
      throw rejection;
    }
  }

  async peek(rule: RateLimitRule, subject: string): Promise<RateLimitState | null> {
    const result = await this.#limiter(rule).get(subject);
    return result ? toState(rule, result) : null;
  }

  async block(rule: RateLimitRule, subject: string, blockSeconds: number): Promise<void> {
    await this.#limiter(rule).block(subject, blockSeconds);
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.#limiter(rule).delete(subject);
  }

  async close(): Promise<void> {
    if (this.#redis) await disconnectRedis(this.#redis);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function toState(rule: RateLimitRule, result: RateLimiterRes): RateLimitState {
  return { limit: rule.limit, remaining: Math.max(0, rule.limit - result.consumedPoints), resetSeconds: seconds(result.msBeforeNext) };
}
