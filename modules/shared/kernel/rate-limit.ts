import { AppError } from './errors.ts';
import type { KeyValue } from './key-value.port.ts';

export interface RateLimitRule {
  /** e.g. `login:ip` */
  name: string;
  limit: number;
  windowSeconds: number;
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('rate-limited', `Too many attempts. Please try again in ${describeWait(retryAfterSeconds)}.`, {
      code: 'rate_limited',
      retryAfterSeconds,
    });
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Fixed-window counters in the key-value store, so a limit holds across every host sharing Redis.
 * `hit` counts an attempt and throws `RateLimitedError` (429 with Retry-After) once over the limit.
 */
export class RateLimiter {
  readonly #kv: KeyValue;

  constructor(kv: KeyValue) {
    this.#kv = kv;
  }

  async hit(rule: RateLimitRule, subject: string): Promise<void> {
    const key = `ratelimit:${rule.name}:${subject}`;
    const count = await this.#kv.increment(key, 1, { ttlSeconds: rule.windowSeconds });
    if (count > rule.limit) {
      const ttl = await this.#kv.ttl(key);
      throw new RateLimitedError(ttl > 0 ? ttl : rule.windowSeconds);
    }
  }

  async reset(rule: RateLimitRule, subject: string): Promise<void> {
    await this.#kv.delete(`ratelimit:${rule.name}:${subject}`);
  }
}
