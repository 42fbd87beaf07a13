import net from 'node:net';
import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { expect, inject, it, vi } from 'vitest';
import { describeHost, testMode, useTestHost } from './testing/test-host.ts';
import { given } from './testing/members.ts';
import { EmbeddedSearchIndex } from './adapters/search/embedded/embedded-search-index.ts';
import { RedisKeyValue } from './adapters/kv/redis-key-value.ts';
import { RedisPubSub } from './adapters/kv/redis-pub-sub.ts';
import { connectRedis } from './adapters/kv/redis-connection.ts';
import { FlexibleRateLimiter } from './adapters/rate-limit/flexible-rate-limiter.ts';

/** A TCP relay to Redis that a test can cut (as if Redis died or the network broke) and restore. */
async function redisRelay(redisUrl: string) {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  const relay = () =>
    net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => {
          sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
  let server = relay();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `redis://127.0.0.1:${port}`,
    /** stops accepting and drops every open connection */
    cut: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    async restore() {
      server = relay();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

describeHost('a key-value store that loses its data', () => {
  const test = useTestHost({ config: { READ_MODELS_CHECK_MS: 100 } });

  it.runIf(testMode === 'services')(
    'a flushed store is noticed and rebuilt from the database: every listing answers again, with the right metrics',
    async () => {
      const make = given(test);
      const seller = await make.seller();
      const ids = await make.listings(seller, 3);
      const http = test.http();
      const metrics = (await http.get('/api/metrics/dashboard').expect(200)).body;
      expect(metrics.totalProperties).toBe(3);

      await test.host.readSide.kv.deleteByPrefix('');

      await vi.waitFor(
        async () => {
          for (const id of ids) await http.get(`/api/properties/${id}`).expect(200);
          expect((await http.get('/api/metrics/dashboard').expect(200)).body).toEqual(metrics);
          await http.get('/readyz').expect(200);
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(await test.host.readSide.kv.get('read-models:built')).not.toBeNull();
    },
  );
});

describeHost('a reindex of a store that lost its data', () => {
  // the watch would not look before the test is over: only the reindex can leave the marker
  const test = useTestHost({ config: { READ_MODELS_CHECK_MS: 60_000 } });

  it.runIf(testMode === 'services')('marks the store whole, so that no host rebuilds every read model again after it', async () => {
    const make = given(test);
    const [id] = await make.listings(await make.seller(), 1);
    await test.host.readSide.kv.deleteByPrefix('');

    await test.host.reindex();

    expect(await test.host.readSide.kv.get('read-models:built')).not.toBeNull();
    await test.http().get(`/api/properties/${id}`).expect(200);
    await test.http().get('/readyz').expect(200);
  });

  it.runIf(testMode === 'services')(
    'beside servers that build their own search index, rebuilds the rest and leaves the index of its process alone',
    async () => {
      const make = given(test);
      const [id] = await make.listings(await make.seller(), 1);
      await test.host.readSide.kv.deleteByPrefix('');
      await test.host.readSide.search.remove('properties', [id]);

      const summary = await test.host.reindex(() => {}, 'shared');

      expect(summary).toMatchObject({ 'listings.details': 1 });
      expect(await test.host.readSide.kv.get('read-models:built')).not.toBeNull();
      await test.http().get(`/api/properties/${id}`).expect(200);
      expect(await test.host.readSide.search.count('properties')).toBe(0);
    },
  );
});

describeHost('a key-value store that goes away', () => {
  // the host under test has its own Redis connection, through a relay; this one must not take its events
  const test = useTestHost({ startDispatcher: false });

  it.runIf(testMode === 'services')(
    'while Redis is unreachable, requests that need it answer 503 at once and /readyz says why; service resumes when it is back',
    async () => {
      const relay = await redisRelay(inject('services').redisUrl!);
      const keyPrefix = `test:relay:${randomBytes(4).toString('hex')}:`;
      try {
        const host = await test.createHost({
          readSide: {
            search: new EmbeddedSearchIndex(),
            kv: new RedisKeyValue(relay.url, { keyPrefix }),
            pubSub: new RedisPubSub(relay.url, { keyPrefix }),
            rateLimiter: new FlexibleRateLimiter(connectRedis(relay.url, { keyPrefix })),
            description: 'embedded search + Redis through a relay',
          },
        });
        await host.start();
        const make = given({ host, database: test.database });
        const seller = await make.seller();
        const [id] = await make.listings(seller, 1);
        const http = supertest(host.app);

        await http.get(`/api/properties/${id}`).expect(200);

        await relay.cut();
        const unavailable = await http.get(`/api/properties/${id}`);
        expect(unavailable.status).toBe(503);
        expect(unavailable.headers['retry-after']).toBe('5');
        expect(unavailable.body).toEqual({
          message: 'The service is briefly unavailable. Please try again in a moment.',
          code: 'temporarily_unavailable',
        });
        const readiness = await http.get('/readyz').expect(503);
        expect(readiness.body.checks).toMatchObject({ database: 'ok', search: 'ok' });
        expect(readiness.body.checks.keyValue).not.toBe('ok');
        // what needs no key-value store still answers, signed in too: sessions are read from the database meanwhile
        const search = await seller.user.get('/api/properties?pageSize=5');
        expect(search.status).toBe(200);
        expect(search.body.map((listing: { id: string }) => listing.id)).toEqual([id]);

        await relay.restore();
        await vi.waitFor(
          async () => {
            await http.get(`/api/properties/${id}`).expect(200);
            await http.get('/readyz').expect(200);
          },
          { timeout: 30_000, interval: 100 },
        );
      } finally {
        await relay.cut();
      }
    },
  );
});
