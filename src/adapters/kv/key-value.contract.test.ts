import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyValue, PubSub } from '../../../modules/shared/kernel/key-value.port.ts';
import { MemoryKeyValue } from './memory-key-value.ts';
import { MemoryPubSub } from './memory-pub-sub.ts';
import { RedisKeyValue } from './redis-key-value.ts';
import { RedisPubSub } from './redis-pub-sub.ts';

/** The KeyValue and PubSub contract: every adapter must pass all of it. */
function keyValueContract(adapterName: string, connect: () => { kv: KeyValue; pubSub: PubSub }): void {
  describe(`${adapterName} adapter`, () => {
    let kv: KeyValue;
    let pubSub: PubSub;

    beforeAll(() => {
      ({ kv, pubSub } = connect());
    });
    beforeEach(async () => {
      await kv.deleteByPrefix('');
    });
    afterAll(async () => {
      await kv.deleteByPrefix('');
      await Promise.all([kv.close(), pubSub.close()]);
    });

    describe('strings', () => {
      it('reads back what was stored, and null for a missing key', async () => {
        expect(await kv.get('greeting')).toBeNull();
        await kv.set('greeting', 'hello');
        await kv.set('greeting', 'hi');
        expect(await kv.get('greeting')).toBe('hi');
      });

      it('reads many keys at once, in order, with null for missing ones', async () => {
        await kv.set('a', '1');
        await kv.set('c', '3');
        expect(await kv.mget(['a', 'b', 'c'])).toEqual(['1', null, '3']);
        expect(await kv.mget([])).toEqual([]);
      });

      it('sets many keys at once, replacing values of any type and TTLs', async () => {
        await kv.set('a', 'old', { ttlSeconds: 60 });
        await kv.hashSet('h', { field: '1' });
        await kv.setMany([
          ['a', '1'],
          ['h', '2'],
          ['c', '3'],
        ]);
        expect(await kv.mget(['a', 'h', 'c'])).toEqual(['1', '2', '3']);
        expect(await kv.ttl('a')).toBe(-1);
        await kv.setMany([]);
        expect(await kv.get('a')).toBe('1');
      });

      it('reads back long values exactly, multi-byte characters included', async () => {
        const long = JSON.stringify({ description: 'Creek frontage — 12 ac, owner financing 🌲 '.repeat(400), n: 1 });
        await kv.set('snapshot', long);
        await kv.setIfAbsent('other', `${long}!`);
        expect(await kv.get('snapshot')).toBe(long);
        expect(await kv.mget(['snapshot', 'missing', 'other'])).toEqual([long, null, `${long}!`]);
        await expect(kv.increment('snapshot')).rejects.toThrow(/not an integer/);
        await expect(kv.hashGetAll('snapshot')).rejects.toThrow(/WRONGTYPE/);
      });

      it('sets a key only when it is absent, keeping the first value and TTL', async () => {
        expect(await kv.setIfAbsent('lock', 'first', { ttlSeconds: 30 })).toBe(true);
        expect(await kv.setIfAbsent('lock', 'second', { ttlSeconds: 300 })).toBe(false);
        expect(await kv.get('lock')).toBe('first');
        expectTtlNear(await kv.ttl('lock'), 30);

        expect(await kv.setIfAbsent('flag', 'on')).toBe(true);
        expect(await kv.ttl('flag')).toBe(-1);
      });

      it('deletes keys of any type and counts those that existed', async () => {
        await kv.set('a', '1');
        await kv.hashSet('h', { field: '1' });
        expect(await kv.delete('a', 'h', 'missing')).toBe(2);
        expect(await kv.get('a')).toBeNull();
        expect(await kv.hashGetAll('h')).toEqual({});
        expect(await kv.delete()).toBe(0);
      });
    });

    describe('TTL', () => {
      it('reports -2 for a missing key, -1 without a TTL, else the seconds left', async () => {
        expect(await kv.ttl('k')).toBe(-2);
        await kv.set('k', 'v');
        expect(await kv.ttl('k')).toBe(-1);
        await kv.set('k', 'v', { ttlSeconds: 60 });
        expectTtlNear(await kv.ttl('k'), 60);
      });

      it('drops the TTL when a key is set again without one', async () => {
        await kv.set('k', 'v', { ttlSeconds: 60 });
        await kv.set('k', 'w');
        expect(await kv.ttl('k')).toBe(-1);
      });

      it('sets a TTL on existing keys only, and deletes the key for a TTL of zero', async () => {
        expect(await kv.expire('missing', 60)).toBe(false);
        expect(await kv.ttl('missing')).toBe(-2);
        await kv.set('k', 'v');
        expect(await kv.expire('k', 60)).toBe(true);
        expectTtlNear(await kv.ttl('k'), 60);
        await kv.setAdd('s', 'member');
        expect(await kv.expire('s', 0)).toBe(true);
        expect(await kv.ttl('s')).toBe(-2);
      });

      it('rejects a TTL that is not a positive whole number of seconds, writing nothing', async () => {
        await expect(kv.set('k', 'v', { ttlSeconds: 0 })).rejects.toThrow(RangeError);
        await expect(kv.setIfAbsent('k', 'v', { ttlSeconds: 1.5 })).rejects.toThrow(RangeError);
        await expect(kv.increment('n', 1, { ttlSeconds: -1 })).rejects.toThrow(RangeError);
        expect(await kv.mget(['k', 'n'])).toEqual([null, null]);
      });

      it('forgets keys whose TTL has passed', async () => {
        await kv.set('session', 's', { ttlSeconds: 1 });
        await kv.setIfAbsent('lock', 'l', { ttlSeconds: 1 });
        await kv.increment('rate', 1, { ttlSeconds: 1 });
        await kv.hashSet('cache', { field: '1' });
        await kv.expire('cache', 1);
        await kv.set('durable', 'd');

        await sleep(1_100); // the one real wait of the suite: expiry itself is the behaviour under test

        expect(await kv.mget(['session', 'lock', 'rate', 'durable'])).toEqual([null, null, null, 'd']);
        expect(await kv.ttl('session')).toBe(-2);
        expect(await kv.hashGetAll('cache')).toEqual({});
        expect(await kv.setIfAbsent('lock', 'again')).toBe(true);
        expect(await kv.increment('rate', 1, { ttlSeconds: 60 })).toBe(1);
        expect(await kv.deleteByPrefix('')).toBe(3);
      });
    });

    describe('increment', () => {
      it('starts a missing key at zero and adds any integer step', async () => {
        expect(await kv.increment('n')).toBe(1);
        expect(await kv.increment('n', 5)).toBe(6);
        expect(await kv.increment('n', -10)).toBe(-4);
        expect(await kv.get('n')).toBe('-4');
      });

      it('applies the TTL only when the increment creates the key', async () => {
        expect(await kv.increment('window', 1, { ttlSeconds: 60 })).toBe(1);
        expect(await kv.increment('window', 1, { ttlSeconds: 3600 })).toBe(2);
        expectTtlNear(await kv.ttl('window'), 60);

        // The key exists at 0, so the result equals the step although nothing was created.
        await kv.set('total', '0');
        expect(await kv.increment('total', 1, { ttlSeconds: 60 })).toBe(1);
        expect(await kv.ttl('total')).toBe(-1);
      });

      it('rejects a value or a step that is not an integer, leaving the value as it was', async () => {
        await kv.set('name', 'acre');
        await expect(kv.increment('name')).rejects.toThrow(/not an integer/);
        await expect(kv.increment('name', 1, { ttlSeconds: 60 })).rejects.toThrow(/not an integer/);
        expect(await kv.get('name')).toBe('acre');
        expect(await kv.ttl('name')).toBe(-1);
        await expect(kv.increment('n', 1.5)).rejects.toThrow(RangeError);
        expect(await kv.get('n')).toBeNull();
      });
    });

    describe('hashes', () => {
      it('merges fields on write and reads them all back', async () => {
        expect(await kv.hashGetAll('h')).toEqual({});
        await kv.hashSet('h', { views: '1', title: 'Lot 7' });
        await kv.hashSet('h', { title: 'Lot 7B', state: 'TX' });
        await kv.hashSet('h', {});
        expect(await kv.hashGetAll('h')).toEqual({ views: '1', title: 'Lot 7B', state: 'TX' });
      });

      it('increments fields, creating the hash and the field at zero', async () => {
        expect(await kv.hashIncrement('metrics', 'listings')).toBe(1);
        expect(await kv.hashIncrement('metrics', 'listings', 4)).toBe(5);
        expect(await kv.hashIncrement('metrics', 'featured', -1)).toBe(-1);
        expect(await kv.hashGetAll('metrics')).toEqual({ listings: '5', featured: '-1' });

        await kv.hashSet('metrics', { label: 'weekly' });
        await expect(kv.hashIncrement('metrics', 'label')).rejects.toThrow(/not an integer/);
      });
    });

    describe('sets', () => {
      it('keeps members unique and counts what each call changed', async () => {
        expect(await kv.setAdd('favorites', 'p1', 'p2', 'p1')).toBe(2);
        expect(await kv.setAdd('favorites', 'p2', 'p3')).toBe(1);
        expect((await kv.setMembers('favorites')).sort()).toEqual(['p1', 'p2', 'p3']);
        expect(await kv.setHas('favorites', 'p3')).toBe(true);
        expect(await kv.setHas('favorites', 'p9')).toBe(false);
        expect(await kv.setRemove('favorites', 'p1', 'p9')).toBe(1);
        expect((await kv.setMembers('favorites')).sort()).toEqual(['p2', 'p3']);
        expect(await kv.setAdd('favorites')).toBe(0);
        expect(await kv.setRemove('favorites')).toBe(0);
      });

      it('reads a missing set as empty, and deletes a set with its last member', async () => {
        expect(await kv.setMembers('missing')).toEqual([]);
        expect(await kv.setHas('missing', 'p1')).toBe(false);
        await kv.setAdd('s', 'only');
        await kv.setRemove('s', 'only');
        expect(await kv.ttl('s')).toBe(-2);
      });
    });

    it('rejects an operation on a key holding another type, while mget reads it as null', async () => {
      await kv.set('text', 'v');
      await kv.hashSet('hash', { field: '1' });
      await kv.setAdd('set', 'member');
      await expect(kv.get('hash')).rejects.toThrow(/WRONGTYPE/);
      await expect(kv.hashGetAll('text')).rejects.toThrow(/WRONGTYPE/);
      await expect(kv.setAdd('hash', 'member')).rejects.toThrow(/WRONGTYPE/);
      await expect(kv.increment('set')).rejects.toThrow(/WRONGTYPE/);
      expect(await kv.mget(['text', 'hash', 'set'])).toEqual(['v', null, null]);
    });

    describe('deleteByPrefix', () => {
      it('deletes every key under the prefix, whatever its type, and nothing else', async () => {
        await kv.set('listing:1', 'a');
        await kv.hashSet('listing:2', { field: '1' });
        await kv.setAdd('listing:3', 'member');
        await kv.set('listings', 'keep');
        await kv.set('user:1', 'keep');
        expect(await kv.deleteByPrefix('listing:')).toBe(3);
        expect(await kv.mget(['listing:1', 'listings', 'user:1'])).toEqual([null, 'keep', 'keep']);
        expect(await kv.deleteByPrefix('listing:')).toBe(0);
      });

      it('matches glob characters in the prefix literally', async () => {
        await kv.set('q:[a]*:1', 'literal');
        await kv.set('q:a:1', 'glob match');
        expect(await kv.deleteByPrefix('q:[a]*')).toBe(1);
        expect(await kv.mget(['q:[a]*:1', 'q:a:1'])).toEqual([null, 'glob match']);
      });

      it('deletes more keys than one scan batch holds', async () => {
        const keys = Array.from({ length: 1_200 }, (_, index) => `bulk:${index}`);
        await Promise.all(keys.map((key) => kv.set(key, 'x')));
        expect(await kv.deleteByPrefix('bulk:')).toBe(1_200);
        expect(await kv.mget(keys.slice(0, 3))).toEqual([null, null, null]);
      });
    });

    it('answers a ping', async () => {
      await expect(kv.ping()).resolves.toBeUndefined();
    });

    describe('pub/sub', () => {
      it('delivers messages to every handler of the channel, in order, and to no other channel', async () => {
        const first: string[] = [];
        const second: string[] = [];
        const elsewhere: string[] = [];
        await pubSub.subscribe('listings', (message) => first.push(message));
        await pubSub.subscribe('listings', (message) => second.push(message));
        await pubSub.subscribe('messages', (message) => elsewhere.push(message));

        await pubSub.publish('listings', 'one');
        await pubSub.publish('listings', 'two');

        await vi.waitFor(() => {
          expect(first).toEqual(['one', 'two']);
          expect(second).toEqual(['one', 'two']);
        });
        expect(elsewhere).toEqual([]);
      });

      it('stops delivering to a handler once it unsubscribes, and keeps delivering to the others', async () => {
        const stays: string[] = [];
        const leaves: string[] = [];
        await pubSub.subscribe('alerts', (message) => stays.push(message));
        const unsubscribe = await pubSub.subscribe('alerts', (message) => leaves.push(message));
        await pubSub.publish('alerts', 'before');
        await vi.waitFor(() => expect(leaves).toEqual(['before']));

        await unsubscribe();
        await pubSub.publish('alerts', 'after');

        await vi.waitFor(() => expect(stays).toEqual(['before', 'after']));
        expect(leaves).toEqual(['before']);
      });

      it('delivers nothing on a channel whose last handler unsubscribed', async () => {
        const received: string[] = [];
        const marker: string[] = [];
        const unsubscribe = await pubSub.subscribe('quiet', (message) => received.push(message));
        await pubSub.subscribe('marker', (message) => marker.push(message));
        await unsubscribe();
        await unsubscribe();

        await pubSub.publish('quiet', 'unheard');
        await pubSub.publish('marker', 'done');

        // Messages from one publisher arrive in order: once the marker is in, 'unheard' would be too.
        await vi.waitFor(() => expect(marker).toEqual(['done']));
        expect(received).toEqual([]);
      });

      it('treats the same handler subscribed twice as two subscriptions', async () => {
        const received: string[] = [];
        const handler = (message: string) => received.push(message);
        const unsubscribeFirst = await pubSub.subscribe('twice', handler);
        await pubSub.subscribe('twice', handler);
        await unsubscribeFirst();

        await pubSub.publish('twice', 'once');
        await pubSub.publish('twice', 'marker');

        await vi.waitFor(() => expect(received).toContain('marker'));
        expect(received).toEqual(['once', 'marker']);
      });
    });
  });
}

/** Redis reports whole seconds, rounded; allow for the second that may pass during the test. */
function expectTtlNear(actual: number, expected: number): void {
  expect(actual).toBeGreaterThanOrEqual(expected - 1);
  expect(actual).toBeLessThanOrEqual(expected);
}

keyValueContract('memory', () => ({ kv: new MemoryKeyValue(), pubSub: new MemoryPubSub() }));

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
const redisSkipReason = await whyRedisIsUnavailable(redisUrl);

if (redisUrl && !redisSkipReason) {
  // Everything this run writes lives under one prefix, removed at the end; other data in that Redis is untouched.
  const runPrefix = `dealacre-test:${randomUUID()}:`;
  const connect = (keyPrefix: string) => ({
    kv: new RedisKeyValue(redisUrl, { keyPrefix }),
    pubSub: new RedisPubSub(redisUrl, { keyPrefix }),
  });

  keyValueContract('redis', () => connect(`${runPrefix}contract:`));

  describe('redis adapter keyPrefix', () => {
    const ours = connect(`${runPrefix}ours:`);
    const theirs = connect(`${runPrefix}theirs:`);

    afterAll(async () => {
      const run = new RedisKeyValue(redisUrl, { keyPrefix: runPrefix });
      await run.deleteByPrefix('');
      await Promise.all([run, ours.kv, ours.pubSub, theirs.kv, theirs.pubSub].map((adapter) => adapter.close()));
    });

    it('keeps keys of another prefix apart, even from deleteByPrefix', async () => {
      await theirs.kv.set('name', 'theirs');
      await ours.kv.set('name', 'ours');
      expect(await ours.kv.deleteByPrefix('')).toBe(1);
      expect(await theirs.kv.get('name')).toBe('theirs');
    });

    it('keeps channels of another prefix apart', async () => {
      const received: string[] = [];
      await theirs.pubSub.subscribe('news', (message) => received.push(message));
      await ours.pubSub.publish('news', 'ours');
      await theirs.pubSub.publish('news', 'theirs');
      await vi.waitFor(() => expect(received).toContain('theirs'));
      expect(received).toEqual(['theirs']);
    });
  });
} else {
  console.info(`KeyValue contract: redis adapter skipped: ${redisSkipReason}`);
  describe.skip(`redis adapter skipped: ${redisSkipReason}`, () => {
    it('passes the KeyValue and PubSub contract', () => {});
  });
}

async function whyRedisIsUnavailable(url: string | undefined): Promise<string | undefined> {
  if (!url) return 'TEST_REDIS_URL is not set';
  const probe = new RedisKeyValue(url);
  try {
    await probe.ping();
    return undefined;
  } catch (error) {
    // Name the host only: the URL may carry a password.
    return `${new URL(url).host} is not reachable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await probe.close();
  }
}
