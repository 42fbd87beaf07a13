import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { KeyValue } from '../../../modules/shared/kernel/key-value.port.ts';
import { assertInteger, assertTtlSeconds } from './key-value-arguments.ts';

type Hash = Map<string, string>;
type Members = Set<string>;
/**
 * A string value of at least DEFLATE_FROM characters, kept deflated: the listings' detail snapshots
 * (about 1.5 KB of JSON each) would otherwise hold about 150 MiB at 100,000 listings, and V8 keeps
 * room in proportion to the heap it holds (decision 0036). The deflated bytes are kept as a one-byte
 * string, one per character: small Buffers would each keep alive a slab of Node's shared pool.
 */
class Deflated {
  readonly #bytes: string;
  constructor(text: string) {
    // a small window: the values are a few KB, and zlib's default one (32 KB, set up per call) costs more than it saves;
    // the default hash size, as a smaller one made each value slower (about 28 µs a detail snapshot instead of 45)
    this.#bytes = deflateRawSync(text, { level: 1, windowBits: 12 }).toString('latin1');
  }
  text(): string {
    return inflateRawSync(Buffer.from(this.#bytes, 'latin1')).toString('utf8');
  }
}
const DEFLATE_FROM = 512;
type Value = string | Deflated | Hash | Members;

function stored(text: string): string | Deflated {
  return text.length >= DEFLATE_FROM ? new Deflated(text) : text;
}

interface Entry {
  value: Value;
  /** Epoch milliseconds; undefined when the key has no TTL. */
  expiresAt: number | undefined;
}

// Redis's own error texts, so callers and tests see the same failure from either adapter.
const WRONG_TYPE = 'WRONGTYPE Operation against a key holding the wrong kind of value';
const NOT_AN_INTEGER = 'ERR value is not an integer or out of range';
const HASH_VALUE_NOT_AN_INTEGER = 'ERR hash value is not an integer';
const INTEGER_PATTERN = /^(0|-?[1-9]\d*)$/;

/**
 * The KeyValue port in process memory, with Redis semantics. Expired keys vanish on read and are
 * swept periodically so keys nobody reads again do not pile up.
 */
export class MemoryKeyValue implements KeyValue {
  readonly #entries = new Map<string, Entry>();
  readonly #sweeper: NodeJS.Timeout;

  constructor(options: { sweepIntervalMs?: number } = {}) {
    this.#sweeper = setInterval(() => this.#sweep(), options.sweepIntervalMs ?? 30_000);
    this.#sweeper.unref();
  }

  async get(key: string): Promise<string | null> {
    return this.#string(key) ?? null;
  }

  async mget(keys: string[]): Promise<Array<string | null>> {
    // Like MGET: a key holding another type reads as null instead of failing the whole call.
    return keys.map((key) => {
      const value = this.#live(key)?.value;
      return typeof value === 'string' ? value : value instanceof Deflated ? value.text() : null;
    });
  }

  async set(key: string, value: string, options: { ttlSeconds?: number } = {}): Promise<void> {
    assertTtlSeconds(options.ttlSeconds);
    this.#entries.set(key, { value: stored(value), expiresAt: expiryOf(options.ttlSeconds) });
  }

  async setMany(entries: ReadonlyArray<readonly [key: string, value: string]>): Promise<void> {
    for (const [key, value] of entries) this.#entries.set(key, { value: stored(value), expiresAt: undefined });
  }

  async setIfAbsent(key: string, value: string, options: { ttlSeconds?: number } = {}): Promise<boolean> {
    assertTtlSeconds(options.ttlSeconds);
    if (this.#live(key)) return false;
    this.#entries.set(key, { value: stored(value), expiresAt: expiryOf(options.ttlSeconds) });
    return true;
  }

  async delete(...keys: string[]): Promise<number> {
    let deleted = 0;
    for (const key of keys) {
      if (this.#live(key)) {
        this.#entries.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }

  async increment(key: string, by = 1, options: { ttlSeconds?: number } = {}): Promise<number> {
    assertInteger('by', by);
    assertTtlSeconds(options.ttlSeconds);
    const current = this.#string(key);
    const next = (current === undefined ? 0 : parseInteger(current, NOT_AN_INTEGER)) + by;
    if (!Number.isSafeInteger(next)) throw new Error(NOT_AN_INTEGER);
    const expiresAt = current === undefined ? expiryOf(options.ttlSeconds) : this.#entries.get(key)?.expiresAt;
    this.#entries.set(key, { value: String(next), expiresAt });
    return next;
  }

  async ttl(key: string): Promise<number> {
    const entry = this.#live(key);
    if (!entry) return -2;
    if (entry.expiresAt === undefined) return -1;
    // Redis rounds the remaining milliseconds to the nearest second.
    return Math.floor((entry.expiresAt - Date.now() + 500) / 1000);
  }

  async expire(key: string, ttlSeconds: number): Promise<boolean> {
    assertInteger('ttlSeconds', ttlSeconds);
    const entry = this.#live(key);
    if (!entry) return false;
    // Like EXPIRE: a TTL that is already over deletes the key.
    if (ttlSeconds <= 0) this.#entries.delete(key);
    else entry.expiresAt = expiryOf(ttlSeconds);
    return true;
  }

  async hashGetAll(key: string): Promise<Record<string, string>> {
    return Object.fromEntries(this.#collection<Hash>(key, Map) ?? []);
  }

  async hashSet(key: string, fields: Record<string, string>): Promise<void> {
    const entries = Object.entries(fields);
    if (entries.length === 0) return;
    const hash = this.#collectionForWrite<Hash>(key, Map);
    for (const [field, value] of entries) hash.set(field, value);
  }

  async hashIncrement(key: string, field: string, by = 1): Promise<number> {
    assertInteger('by', by);
    const hash = this.#collectionForWrite<Hash>(key, Map);
    const current = hash.get(field);
    const next = (current === undefined ? 0 : parseInteger(current, HASH_VALUE_NOT_AN_INTEGER)) + by;
    if (!Number.isSafeInteger(next)) throw new Error(NOT_AN_INTEGER);
    hash.set(field, String(next));
    return next;
  }

  async setAdd(key: string, ...members: string[]): Promise<number> {
    if (members.length === 0) return 0;
    const set = this.#collectionForWrite<Members>(key, Set);
    const sizeBefore = set.size;
    for (const member of members) set.add(member);
    return set.size - sizeBefore;
  }

  async setRemove(key: string, ...members: string[]): Promise<number> {
    const set = this.#collection<Members>(key, Set);
    if (!set) return 0;
    let removed = 0;
    for (const member of members) if (set.delete(member)) removed += 1;
    // Redis never keeps an empty set: the key goes with its last member.
    if (set.size === 0) this.#entries.delete(key);
    return removed;
  }

  async setMembers(key: string): Promise<string[]> {
    return [...(this.#collection<Members>(key, Set) ?? [])];
  }

  async setHas(key: string, member: string): Promise<boolean> {
    return this.#collection<Members>(key, Set)?.has(member) ?? false;
  }

  async deleteByPrefix(prefix: string): Promise<number> {
    let deleted = 0;
    for (const key of [...this.#entries.keys()]) {
      if (key.startsWith(prefix) && this.#live(key)) {
        this.#entries.delete(key);
        deleted += 1;
      }
    }
    return deleted;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#entries.clear();
  }

  /** The entry when the key exists and has not expired; drops it when it has. */
  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && isExpired(entry, Date.now())) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #string(key: string): string | undefined {
    const value = this.#live(key)?.value;
    if (value instanceof Deflated) return value.text();
    if (value !== undefined && typeof value !== 'string') throw new Error(WRONG_TYPE);
    return value;
  }

  /** The hash or set at the key; WRONGTYPE when the key holds another type. */
  #collection<T extends Hash | Members>(key: string, type: new () => T): T | undefined {
    const value = this.#live(key)?.value;
    if (value !== undefined && !(value instanceof type)) throw new Error(WRONG_TYPE);
    return value;
  }

  #collectionForWrite<T extends Hash | Members>(key: string, type: new () => T): T {
    const existing = this.#collection(key, type);
    if (existing) return existing;
    const created = new type();
    this.#entries.set(key, { value: created, expiresAt: undefined });
    return created;
  }

  #sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.#entries) {
      if (isExpired(entry, now)) this.#entries.delete(key);
    }
  }
}

function expiryOf(ttlSeconds: number | undefined): number | undefined {
  return ttlSeconds === undefined ? undefined : Date.now() + ttlSeconds * 1000;
}

/** Redis keeps a key alive up to and including its expiry millisecond. */
function isExpired(entry: Entry, now: number): boolean {
  return entry.expiresAt !== undefined && now > entry.expiresAt;
}

function parseInteger(text: string, errorMessage: string): number {
  const value = Number(text);
  if (!INTEGER_PATTERN.test(text) || !Number.isSafeInteger(value)) throw new Error(errorMessage);
  return value;
}
