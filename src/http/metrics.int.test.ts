import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { createServer } from 'node:net';
import type { Container } from 'inversify';
import supertest from 'supertest';
import { afterEach, expect, it } from 'vitest';
import { describeHost, testMode, useTestHost } from '../testing/test-host.ts';
import { given } from '../testing/members.ts';
import { listen, openEventStream } from '../testing/event-stream-client.ts';
import { modules } from '../modules.ts';
import { internalMetricsApp } from './metrics.ts';
import { appendToOutbox } from '../messaging/outbox.ts';
import type { ModuleDefinition, Subscriber } from '../../modules/shared/kernel/module.ts';
import { token } from '../../modules/shared/kernel/tokens.ts';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** the value of one sample of the exposition text (0 when the series does not exist yet) */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-z_]+=")/).filter(Boolean);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

/** a module whose one subscriber always fails, to see the dispatcher's failures counted */
const FAILING = token<Subscriber>('tests.FailingSubscriber');
const failingModule: ModuleDefinition = {
  name: 'tests',
  entities: [],
  migrations: [],
  bind(container: Container) {
    container.bind(FAILING).toConstantValue({
      handle: () => Promise.reject(new Error('this subscriber always fails')),
    });
  },
  subscribers: [{ name: 'tests.always-fails', events: ['tests.something-happened.v1'], handler: FAILING }],
};

describeHost('metrics: off by default', () => {
  const test = useTestHost({ startDispatcher: false });

  it('answers 404 at /metrics when neither METRICS_TOKEN nor METRICS_PORT is set, with or without a token', async () => {
    const refused = await test.http().get('/metrics').expect(404).expect('Content-Type', /json/);
    expect(refused.body).toMatchObject({ code: 'not_found' });
    await test.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });
});

describeHost('metrics: /metrics with METRICS_TOKEN', () => {
  const test = useTestHost({ config: { METRICS_TOKEN: TOKEN } });
  const make = given(test);
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const scrape = async () => (await test.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('refuses a request without the token or with another one, and never shows the metrics then', async () => {
    const missing = await test.http().get('/metrics').expect(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(missing.body).toMatchObject({ code: expect.any(String), message: expect.stringContaining('metrics token') });
    expect(missing.text).not.toContain('dealacre_');
    await test.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await test
      .http()
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN.slice(0, -1)}`)
      .expect(401);
    await test.http().get('/metrics').set('Authorization', TOKEN).expect(401);
    await test
      .http()
      .get('/metrics')
      .set('Authorization', `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`)
      .expect(401);
  });

  it('exposes every family in the Prometheus text format, with the process metrics', async () => {
    const response = await test.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const families = [...response.text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => `${name} ${type}`);
    expect(families).toEqual(
      expect.arrayContaining([
        'dealacre_http_request_duration_seconds histogram',
        'dealacre_outbox_pending_events gauge',
        'dealacre_outbox_oldest_pending_age_seconds gauge',
        'dealacre_outbox_dead_events gauge',
        'dealacre_outbox_delivery_failures_total counter',
        'dealacre_job_duration_seconds histogram',
        'dealacre_job_failures_total counter',
        'dealacre_sse_connections gauge',
        'dealacre_search_duration_seconds histogram',
        'process_cpu_user_seconds_total counter',
        'process_resident_memory_bytes gauge',
        'nodejs_heap_size_used_bytes gauge',
        'nodejs_eventloop_lag_p99_seconds gauge',
      ]),
    );
  });

  it('counts a request under its route pattern and status class, never its URL, and unrouted requests under one label', async () => {
    const id = '00000000-0000-7000-8000-0000000000aa';
    const route = { method: 'GET', route: '/api/properties/:id', status_class: '4xx' };
    const before = sample(await scrape(), 'dealacre_http_request_duration_seconds_count', route);
    await test.http().get(`/api/properties/${id}`).expect(404);
    await test
      .http()
      .get(`/api/properties/${id.replace('aa', 'bb')}`)
      .expect(404);
    await test.http().get('/api/no-such-thing/unrouted-path').expect(404);
    const after = await scrape();
    expect(sample(after, 'dealacre_http_request_duration_seconds_count', route)).toBe(before + 2);
    expect(sample(after, 'dealacre_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(before + 2);
    expect(
      sample(after, 'dealacre_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(id);
    // a number could stand in any metric's value; a word cannot
    expect(after).not.toContain('unrouted-path');
    expect(sample(after, 'dealacre_http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status_class: '2xx' })).toBe(
      0,
    );
    await test.http().get('/healthz').expect(200);
    expect(
      sample(await scrape(), 'dealacre_http_request_duration_seconds_count', { method: 'GET', route: '/healthz', status_class: '2xx' }),
    ).toBe(1);
  });

  it('times search calls per adapter and index, and scheduled jobs per job', async () => {
    // the page and its facet counts are one `search` or one `searchMany` call, as the query handler asks
    const searches = (text: string) =>
      ['search', 'searchMany'].reduce(
        (sum, operation) =>
          sum + sample(text, 'dealacre_search_duration_seconds_count', { adapter: 'embedded', index: 'properties', operation }),
        0,
      );
    const before = searches(await scrape());
    await test.http().get('/api/properties/search?q=ranch').expect(200);
    expect(searches(await scrape())).toBe(before + 1);

    await test.host.runJobs();
    const after = await scrape();
    expect(sample(after, 'dealacre_job_duration_seconds_count', { job: 'listings.expire-listings' })).toBe(1);
    expect(sample(after, 'dealacre_job_failures_total', { job: 'listings.expire-listings' })).toBe(0);
  });

  it('shows the event streams this host holds open', async () => {
    const server = await listen(test.host.app);
    cleanups.push(async () => {
      test.host.endStreams();
      await server.close();
    });
    const member = await make.buyer();
    expect(sample(await scrape(), 'dealacre_sse_connections')).toBe(0);
    const stream = await openEventStream(server.url, member.cookie);
    await stream.next('counts');
    expect(sample(await scrape(), 'dealacre_sse_connections')).toBe(1);
    await stream.close();
    await expect.poll(async () => sample(await scrape(), 'dealacre_sse_connections')).toBe(0);
  });
});

describeHost('metrics: the outbox', () => {
  const test = useTestHost({ startDispatcher: false, config: { METRICS_TOKEN: TOKEN, OUTBOX_MAX_ATTEMPTS: 2 } });
  const scrape = async (host = test.host) =>
    (await supertest(host.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('reports pending events, the age of the oldest and dead ones, read from the outbox on each scrape', async () => {
    const before = await scrape();
    expect(sample(before, 'dealacre_outbox_pending_events')).toBe(0);
    expect(sample(before, 'dealacre_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(sample(before, 'dealacre_outbox_dead_events')).toBe(0);

    const em = test.database.orm.em.fork();
    await em.transactional((tx) => appendToOutbox(tx, [{ type: 'tests.nobody-listens.v1', aggregateId: 'a', payload: {} }]));
    await em.execute(`update platform.outbox set occurred_at = now() - interval '90 seconds'`);
    const pending = await scrape();
    expect(sample(pending, 'dealacre_outbox_pending_events')).toBe(1);
    expect(sample(pending, 'dealacre_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(pending, 'dealacre_outbox_oldest_pending_age_seconds')).toBeLessThan(600);

    await em.execute(`update platform.outbox set status = 'dead'`);
    const dead = await scrape();
    expect(sample(dead, 'dealacre_outbox_pending_events')).toBe(0);
    expect(sample(dead, 'dealacre_outbox_oldest_pending_age_seconds')).toBe(0);
    expect(sample(dead, 'dealacre_outbox_dead_events')).toBe(1);
  });

  it('counts failed deliveries per subscriber', async () => {
    const host = await test.createHost({ modules: [...modules, failingModule] });
    await host.start();
    await test.database.orm.em
      .fork()
      .transactional((tx) => appendToOutbox(tx, [{ type: 'tests.something-happened.v1', aggregateId: 'a', payload: {} }]));
    host.dispatcher.wake();
    await host.projections.settled();
    const text = await scrape(host);
    expect(sample(text, 'dealacre_outbox_delivery_failures_total', { subscriber: 'tests.always-fails' })).toBe(1);
    expect(sample(text, 'dealacre_outbox_pending_events')).toBe(1);
  });

  it('serves /metrics without a token on the internal app, and nothing else there', async () => {
    const internal = supertest(internalMetricsApp(test.host.metrics));
    const response = await internal.get('/metrics').expect(200);
    expect(response.text).toContain('# TYPE dealacre_outbox_pending_events gauge');
    await internal.get('/').expect(404);
    await internal.get('/api/properties').expect(404);
  });
});

describeHost('readiness during shutdown', () => {
  const test = useTestHost();

  it('answers 503 at /readyz as soon as shutdown begins, while other requests are still served', async () => {
    await test.http().get('/readyz').expect(200);
    test.host.beginShutdown();
    const readiness = await test.http().get('/readyz').expect(503);
    expect(readiness.body).toEqual({ status: 'shutting down' });
    await test.http().get('/healthz').expect(200);
    await test.http().get('/api/properties?limit=1').expect(200);
  });

  it.runIf(testMode === 'embedded')(
    '`npm start` turns /readyz to 503 on SIGTERM, keeps serving while it drains, then exits cleanly',
    async () => {
      const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
      const child = spawn(process.execPath, ['src/main.ts'], {
        env: {
          PATH: process.env.PATH,
          LOG_LEVEL: 'silent',
          DATA_DIR: 'memory://',
          SEED_DEMO: 'false',
          HOST: '127.0.0.1',
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          SHUTDOWN_DRAIN_MS: '4000',
        },
        stdio: 'ignore',
      });
      let exitCode: number | null | undefined;
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => {
          exitCode = code;
          resolve(code);
        }),
      );
      const readiness = (origin: string) =>
        fetch(`${origin}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
      try {
        const origin = `http://127.0.0.1:${port}`;
        // however long the start takes on a busy machine: until it is ready, or has exited
        while ((await readiness(origin)) !== 200) {
          expect(exitCode, 'the host exited before it was ready').toBeUndefined();
          await delay(100);
        }
        const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
        expect(metrics.status).toBe(200);
        expect(await metrics.text()).toContain('dealacre_outbox_pending_events');
        expect((await fetch(`${origin}/metrics`)).status).toBe(404);

        child.kill('SIGTERM');
        // the drain (SHUTDOWN_DRAIN_MS) keeps it serving, not ready, for seconds: the first answer that is not 200 is the 503
        let status = 200;
        while (status === 200) status = await readiness(origin);
        expect(status).toBe(503);
        expect(await (await fetch(`${origin}/readyz`)).json()).toEqual({ status: 'shutting down' });
        expect((await fetch(`${origin}/healthz`)).status).toBe(200);
        expect(await exited).toBe(0);
      } finally {
        child.kill('SIGKILL');
      }
    },
    // a guard against a hang, not a budget: a busy machine may take much longer to boot than a quiet one
    300_000,
  );
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
