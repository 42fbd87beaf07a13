import type { Redis } from 'ioredis';
import type { KeyValue } from '../../../modules/shared/kernel/key-value.port.ts';
import { assertInteger, assertTtlSeconds } from './key-value-arguments.ts';
import { connectRedis, disconnectRedis, failingFast } from './redis-connection.ts';

/** The KeyValue port on Redis. Every key is stored under `keyPrefix`, which isolates tenants and test runs. */
export class RedisKeyValue implements KeyValue {
  readonly #redis: Redis;
  readonly #run: <T>(command: (redis: Redis) => Promise<T>) => Promise<T>;
  readonly #keyPrefix: string;

  constructor(url: string, options: { keyPrefix?: string } = {}) {
    this.#keyPrefix = options.keyPrefix ?? '';
    this.#redis = connectRedis(url, { keyPrefix: this.#keyPrefix, autoPipelining: true });
    this.#run = failingFast(this.#redis);
  }

  async get(key: string): Promise<string | null> {
    return this.#run((redis) => redis.get(key));
  }

  async mget(keys: string[]): Promise<Array<string | null>> {
    return keys.length === 0 ? [] : this.#run((redis) => redis.mget(keys));
  }

  async set(key: string, value: string, options: { ttlSeconds?: number } = {}): Promise<void> {
    assertTtlSeconds(options.ttlSeconds);
    await this.#run((redis) =>
      options.ttlSeconds === undefined ? redis.set(key, value) : redis.set(key, value, 'EX', options.ttlSeconds),
    );
  }

  async setMany(entries: ReadonlyArray<readonly [key: string, value: string]>): Promise<void> {
    if (entries.length > 0) await this.#run((redis) => redis.mset(new Map(entries)));
  }

  async setIfAbsent(key: string, value: string, options: { ttlSeconds?: number } = {}): Promise<boolean> {
    assertTtlSeconds(options.ttlSeconds);
    const { ttlSeconds } = options;
    const reply = await this.#run((redis) =>
      ttlSeconds === undefined ? redis.set(key, value, 'NX') : redis.set(key, value, 'EX', ttlSeconds, 'NX'),
    );
    return reply === 'OK';
  }

  async delete(...keys: string[]): Promise<number> {
    return keys.length === 0 ? 0 : this.#run((redis) => redis.del(...keys));
  }

  async increment(key: string, by = 1, options: { ttlSeconds?: number } = {}): Promise<number> {
    assertInteger('by', by);
    const { ttlSeconds } = options;
    assertTtlSeconds(ttlSeconds);
    if (ttlSeconds === undefined) return this.#run((redis) => redis.incrby(key, by));
    // SET NX only creates the key, so the TTL is set on creation and never extended; MULTI keeps the pair atomic.
    const replies = await this.#run((redis) => redis.multi().set(key, '0', 'EX', ttlSeconds, 'NX').incrby(key, by).exec());
    const [error, value] = replies?.[1] ?? [new Error('Redis aborted the increment transaction'), null];
    if (error) throw error;
    return value as number;
  }

  async ttl(key: string): Promise<number> {
    return this.#run((redis) => redis.ttl(key));
  }

  async expire(key: string, ttlSeconds: number): Promise<boolean> {
    assertInteger('ttlSeconds', ttlSeconds);
    return (await this.#run((redis) => redis.expire(key, ttlSeconds))) === 1;
  }

  async hashGetAll(key: string): Promise<Record<string, string>> {
    return this.#run((redis) => redis.hgetall(key));
  }

  async hashSet(key: string, fields: Record<string, string>): Promise<void> {
    if (Object.keys(fields).length > 0) await this.#run((redis) => redis.hset(key, fields));
  }

  async hashIncrement(key: string, field: string, by = 1): Promise<number> {
    assertInteger('by', by);
    return this.#run((redis) => redis.hincrby(key, field, by));
  }

  async setAdd(key: string, ...members: string[]): Promise<number> {
    return members.length === 0 ? 0 : this.#run((redis) => redis.sadd(key, ...members));
  }

  async setRemove(key: string, ...members: string[]): Promise<number> {
    return members.length === 0 ? 0 : this.#run((redis) => redis.srem(key, ...members));
  }

  async setMembers(key: string): Promise<string[]> {
    return this.#run((redis) => redis.smembers(key));
  }

  async setHas(key: string, member: string): Promise<boolean> {
    return (await this.#run((redis) => redis.sismember(key, member))) === 1;
  }

  async deleteByPrefix(prefix: string): Promise<number> {
    // ioredis prefixes command keys but not SCAN patterns or SCAN results, so both are handled here.
    const pattern = `${escapeGlob(this.#keyPrefix + prefix)}*`;
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.#run((redis) => redis.scan(cursor, 'MATCH', pattern, 'COUNT', 5000));
      if (keys.length > 0) {
        const unprefixed = keys.map((key) => key.slice(this.#keyPrefix.length));
        deleted += await this.#run((redis) => redis.unlink(...unprefixed));
      }
      cursor = next;
    } while (cursor !== '0');
    return deleted;
  }

  async ping(): Promise<void> {
    await this.#run((redis) => redis.ping());
  }

  async close(): Promise<void> {
    await disconnectRedis(this.#redis);
  }
}

/** SCAN MATCH is a glob: a prefix like `search:[draft]` must match itself, not a character class. */
function escapeGlob(text: string): string {
  return text.replaceAll(/[*?[\]\\]/g, '\\$&');
}
