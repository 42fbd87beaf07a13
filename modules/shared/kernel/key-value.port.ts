import { ServiceUnavailableError } from './errors.ts';

/**
 * Key-value store and pub/sub of the read side: counters, metrics, per-user sets, cached details,
 * rate limits, realtime fan-out. Implemented by Redis (ioredis) and process memory. Values are strings;
 * callers serialise JSON themselves. TTLs are in seconds; a key without TTL lives until deleted.
 */
export interface KeyValue {
  get(key: string): Promise<string | null>;
  mget(keys: string[]): Promise<Array<string | null>>;
  set(key: string, value: string, options?: { ttlSeconds?: number }): Promise<void>;
  /** Sets many keys at once, without TTL, replacing what they held (Redis MSET): one command instead of one per key. */
  setMany(entries: ReadonlyArray<readonly [key: string, value: string]>): Promise<void>;
  /** Sets only when the key does not exist; true when it was set (Redis SET NX). */
  setIfAbsent(key: string, value: string, options?: { ttlSeconds?: number }): Promise<boolean>;
  delete(...keys: string[]): Promise<number>;
  /** Atomic increment; creates the key at 0. A TTL, when given, is applied only when the key is created. */
  increment(key: string, by?: number, options?: { ttlSeconds?: number }): Promise<number>;
  /** Remaining TTL in seconds: -1 when the key has none, -2 when it does not exist. */
  ttl(key: string): Promise<number>;
  expire(key: string, ttlSeconds: number): Promise<boolean>;

  hashGetAll(key: string): Promise<Record<string, string>>;
  hashSet(key: string, fields: Record<string, string>): Promise<void>;
  hashIncrement(key: string, field: string, by?: number): Promise<number>;

  setAdd(key: string, ...members: string[]): Promise<number>;
  setRemove(key: string, ...members: string[]): Promise<number>;
  setMembers(key: string): Promise<string[]>;
  setHas(key: string, member: string): Promise<boolean>;

  /** Deletes every key starting with the prefix (used by projection rebuilds). */
  deleteByPrefix(prefix: string): Promise<number>;

  /** Throws when the store is unreachable (used by /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type Unsubscribe = () => Promise<void>;

export interface PubSub {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

/**
 * A cache read or write that, while the key-value store is unreachable, counts as a miss (null), so the
 * caller serves from the database instead of failing; any other error passes through.
 */
export async function unlessUnavailable<T>(operation: Promise<T>): Promise<T | null> {
  try {
    return await operation;
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return null;
    throw error;
  }
}
