/**
 * `npm run bench:search`: the search and map endpoints at 100,000 listings, against the raw engine.
 *
 *   npm run bench:search [-- --listings 100000] [--duration 10] [--data-dir <dir>] [--embedded-only | --services-only]
 *     [--database <name>]   (services mode on that database, kept for the next run: a million listings take minutes to seed)
 *     [--reindex-only]      (seeds or reuses the listings, times the reindex and stops there)
 *
 * For each runtime mode (embedded PGlite + memory; and Postgres + Redis when DATABASE_URL and
 * REDIS_URL are set, on a throw-away database created next to the one DATABASE_URL names), it
 * seeds the listings (or reuses them), times a full reindex, starts the host in this process on a
 * loopback port, loads each endpoint query with autocannon (10 connections, in a child process so
 * the load generator has its own core and its own heap), then replays the
 * exact SearchIndex calls one such request makes directly on the adapter, in-process, so the ratio
 * of HTTP endpoint to raw engine shows. Then, the host closed, it answers the same queries in SQL on
 * the same listings table (postgres-search.ts: the engine a user might pick instead, with its
 * indexes; CONNECTIONS at a time on Postgres, back to back on PGlite's one connection), checks that
 * both count the same matches, and prints a table.
 *
 * It uses the listings module only through its public seams: the query schemas and bus names of
 * its contracts, asked on the host's query bus.
 */
import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { createHost, type Host } from '../../src/host.ts';
import { defineQuery } from '../../modules/shared/kernel/bus.ts';
import type { SearchIndex, SearchQuery } from '../../modules/shared/kernel/search-index.port.ts';
import {
  MAP_MARKERS_QUERY,
  mapMarkersQuerySchema,
  type MapMarkersQuery,
  type MapMarkersResult,
} from '../../modules/listings/contracts/map.ts';
import {
  SEARCH_PROPERTIES_QUERY,
  searchPropertiesQuerySchema,
  type SearchPropertiesQuery,
} from '../../modules/listings/contracts/search-query.ts';
import type { SearchPropertiesResult } from '../../modules/listings/contracts/search.ts';
import type { LoadFigures } from './load-worker.ts';
import { releaseFreedHeapPages } from '../../src/adapters/search/embedded/heap-release.ts';
import { answerer, measure, openPglite, openPostgres, prepare, type Sql } from './postgres-search.ts';
import { inEachRuntimeMode } from './runtime-modes.ts';

const CONNECTIONS = 10;

/**
 * The HTTP floor: a request through the host's whole stack (logging, security headers, rate limit,
 * session, CSRF, routing, JSON) that asks no search: billing's plan list, a constant answer.
 */
const HTTP_FLOOR_PATH = '/api/billing/plans';
/** Engine work below this (ms a request) is too small to hold an endpoint to its raw rate: the HTTP floor decides it. */
const FLOOR_BOUND_MS = 0.2;

/** The two endpoints' queries on the host's query bus, by their names in the listings contracts. */
const SearchProperties = defineQuery<SearchPropertiesQuery, SearchPropertiesResult>(SEARCH_PROPERTIES_QUERY);
const MapMarkers = defineQuery<MapMarkersQuery, MapMarkersResult>(MAP_MARKERS_QUERY);

/** Representative queries of the search page and its map. */
export const BENCH_QUERIES = [
  { name: 'search: everything, newest', endpoint: 'search', query: '' },
  { name: 'search: text + category', endpoint: 'search', query: 'q=creek&category=land' },
  { name: 'search: text typo + facets', endpoint: 'search', query: 'q=warehuse&state=TX,OK' },
  { name: 'search: price range + state', endpoint: 'search', query: 'minPrice=50000&maxPrice=250000&state=TX&sort=price-asc' },
  { name: 'search: bbox (Texas)', endpoint: 'search', query: 'bbox=-106.6,25.8,-93.5,36.5&sort=newest' },
  { name: 'map: Texas, clusters', endpoint: 'map', query: 'bbox=-106.6,25.8,-93.5,36.5&zoom=6' },
  { name: 'map: US + category, clusters', endpoint: 'map', query: 'bbox=-125,24,-66,50&category=agricultural&zoom=4' },
  { name: 'map: Austin, markers', endpoint: 'map', query: 'bbox=-97.9,30.1,-97.6,30.4&zoom=12' },
] as const;

interface Row {
  mode: string;
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  rawRps: number;
  /** ms a request the host's search port spent in the engine while the HTTP load ran (its metrics) */
  engineUnderLoadMs: number;
  bytes: number;
  non2xx: number;
  /** the endpoint's answer: its total and its page's ids, to check Postgres' against */
  engine: { total: number; ids: string[] };
  postgres?: { rps: number; p50: number; p95: number };
}

interface ModeReport {
  mode: string;
  /** the HTTP floor's figures at CONNECTIONS connections (null with --reindex-only) */
  floor: LoadFigures | null;
  listings: number;
  seedMs: number;
  reindexMs: number;
  /** the process's CPU time during the reindex (PGlite's included: it runs in this thread) */
  reindexCpuMs: number;
  rssMiB: number;
  /** the highest process RSS sampled while the endpoints were under load */
  peakRssMiB: number;
  rows: Row[];
}

const log = (line: string) => console.log(line);

export async function benchSearchEndpoints(options: {
  listings: number;
  durationSeconds: number;
  dataDir: string;
  embeddedOnly: boolean;
  servicesOnly?: boolean;
  database?: string;
  reindexOnly?: boolean;
}): Promise<ModeReport[]> {
  const reports = await inEachRuntimeMode(
    {
      embeddedOnly: options.embeddedOnly,
      servicesOnly: options.servicesOnly,
      database: options.database,
      databasePrefix: 'dealacre_bench',
      log,
    },
    (mode, environment) =>
      mode === 'embedded'
        ? benchMode(
            'embedded (PGlite + embedded search + memory)',
            { ...environment, DATA_DIR: options.dataDir, MEILI_HOST: '' },
            options,
            () => openPglite(path.join(options.dataDir, 'pglite')),
          )
        : benchMode('services (Postgres + embedded search + Redis)', environment, options, async () =>
            openPostgres(environment.DATABASE_URL, CONNECTIONS),
          ),
  );
  printTable(reports);
  return reports;
}

async function benchMode(
  mode: string,
  environment: Record<string, string>,
  options: { listings: number; durationSeconds: number; reindexOnly?: boolean },
  openSql: () => Promise<Sql>,
): Promise<ModeReport> {
  log(`\n== ${mode}`);
  const report = await benchEngine(mode, environment, options);
  if (!options.reindexOnly) await benchPostgres(report.rows, await openSql(), Math.min(5, options.durationSeconds));
  return report;
}

async function benchEngine(
  mode: string,
  environment: Record<string, string>,
  options: { listings: number; durationSeconds: number; reindexOnly?: boolean },
): Promise<ModeReport> {
  const config = loadConfig({
    ...process.env,
    ...environment,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
  });
  // the timed reindex below builds the read models: building them at boot too would double the wait
  const host = await createHost(config, { logger: pino({ level: 'warn' }), rebuildEmptyReadModels: false });
  try {
    await host.start();
    const existing = await countListings(host);
    const seedStarted = performance.now();
    if (existing < options.listings) {
      log(`seeding ${options.listings - existing} synthetic listings (${existing} there)...`);
      await host.seed({
        syntheticListings: options.listings - existing,
        log: (line) => line.endsWith('000 synthetic listings inserted') && line.includes('0000 /') && log(line),
      });
      await host.projections.settled();
    } else {
      log(`reusing ${existing} listings`);
    }
    const seedMs = performance.now() - seedStarted;

    const reindexStarted = performance.now();
    const cpuBefore = process.cpuUsage();
    const summary = await host.reindex();
    const reindexMs = performance.now() - reindexStarted;
    const cpu = process.cpuUsage(cpuBefore);
    const reindexCpuMs = (cpu.user + cpu.system) / 1000;
    // the embedded engine hands the pages a rebuild freed back to the system a second after it (decision 0036)
    await sleep(3000);
    globalThis.gc?.();
    const afterReindex = process.memoryUsage();
    const rssMiB = afterReindex.rss / 1024 / 1024;
    log(
      `reindex: ${JSON.stringify(summary)} in ${Math.round(reindexMs)} ms (CPU ${Math.round(reindexCpuMs)} ms); ${memoryLine(afterReindex)}`,
    );
    const listings = await countListings(host);
    if (options.reindexOnly) return { mode, floor: null, listings, seedMs, reindexMs, reindexCpuMs, rssMiB, peakRssMiB: rssMiB, rows: [] };

    const server = host.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const rows: Row[] = [];
    // the host runs in this process: its RSS, sampled while the HTTP load runs (the load generator has a process of its own)
    let peak = afterReindex;
    let loading = false;
    const sampler = setInterval(() => {
      if (!loading) return;
      const now = process.memoryUsage();
      if (now.rss > peak.rss) peak = now;
    }, 100);
    const underLoad = async (url: string) => {
      loading = true;
      try {
        return await load(url, options.durationSeconds);
      } finally {
        loading = false;
      }
    };
    let floor: LoadFigures;
    try {
      floor = await underLoad(origin + HTTP_FLOOR_PATH);
      if (floor.non2xx > 0) throw new Error(`${HTTP_FLOOR_PATH} answered ${floor.non2xx} requests with an error`);
      log(
        `${'HTTP floor'.padEnd(30)} ${fmt(floor.rps)} req/s  p50 ${fmt(floor.p50)}  p95 ${fmt(floor.p95)}  p99 ${fmt(floor.p99)} ms  (GET ${HTTP_FLOOR_PATH})`,
      );
      for (const bench of BENCH_QUERIES) {
        const path = `/api/properties/${bench.endpoint}?${bench.query}`;
        const probe = await fetch(origin + path);
        const body = await probe.text();
        const bytes = Buffer.byteLength(body);
        if (!probe.ok) throw new Error(`${path} answered ${probe.status}`);
        const answer = JSON.parse(body) as { total: number; hits?: Array<{ id: string }> };
        const engine = { total: answer.total, ids: (answer.hits ?? []).map((hit) => hit.id) };
        const engineBefore = await engineSeconds(host);
        const http = await underLoad(origin + path);
        const engineUnderLoadMs = (((await engineSeconds(host)) - engineBefore) * 1000) / http.requests;
        const rawRps = await raw(host, bench.endpoint, bench.query, Math.min(5, options.durationSeconds));
        // the replay's garbage is the benchmark's own, not the host's: collected, and the pages it
        // filled handed back to the system, before the next load (V8 would keep them for reuse)
        releaseFreedHeapPages();
        const row = { mode, name: bench.name, ...http, rawRps, engineUnderLoadMs, bytes, engine };
        rows.push(row);
        log(
          `${bench.name.padEnd(30)} ${fmt(row.rps)} req/s  p50 ${fmt(row.p50)}  p95 ${fmt(row.p95)}  p99 ${fmt(row.p99)} ms  raw ${fmt(rawRps)} req/s  engine under load ${engineUnderLoadMs.toFixed(2)} ms a request  ${bytes} B`,
        );
      }
    } finally {
      clearInterval(sampler);
      await new Promise((resolve) => server.close(resolve));
    }
    const peakRssMiB = peak.rss / 1024 / 1024;
    log(`under load, at the RSS peak: ${memoryLine(peak)}`);
    return { mode, floor, listings, seedMs, reindexMs, reindexCpuMs, rssMiB, peakRssMiB, rows };
  } finally {
    await host.close();
  }
}

/**
 * Each bench query answered in SQL on the listings table the engine indexed (after the host has
 * closed: the embedded mode's PGlite takes one opener), as many at a time as `sql` has connections;
 * the figures go on the rows. Warns when Postgres counts other matches than the engine, or pages other listings, on a query
 * without text (text matching differs by design: the engine's typo rules against pg_trgm's).
 */
async function benchPostgres(rows: Row[], sql: Sql, seconds: number): Promise<void> {
  try {
    const started = performance.now();
    await prepare(sql);
    const [{ server_version: version }] = await sql.query('show server_version');
    log(
      `Postgres ${String(version)}: indexes, word list and statistics ready in ${Math.round(performance.now() - started)} ms; ${sql.describe}`,
    );
    for (const [i, bench] of BENCH_QUERIES.entries()) {
      const row = rows[i];
      const answer = answerer(sql, bench.endpoint, bench.query);
      const { total, ids } = await answer();
      const agrees = total === row.engine.total && (bench.endpoint === 'map' || ids.join() === row.engine.ids.join());
      const hasText = new URLSearchParams(bench.query).has('q');
      if (!agrees) {
        log(
          `${hasText ? 'note' : 'WARNING'}: ${bench.name}: Postgres ${total} matches, the engine ${row.engine.total}${ids.join() === row.engine.ids.join() ? '' : '; the pages differ'}${hasText ? ' (text is matched differently)' : ''}`,
        );
      }
      row.postgres = await measure(answer, seconds, sql.concurrency);
      log(
        `${bench.name.padEnd(30)} Postgres ${fmt(row.postgres.rps)} req/s  p50 ${fmt(row.postgres.p50)}  p95 ${fmt(row.postgres.p95)} ms  (${total} matches)`,
      );
    }
  } finally {
    await sql.close();
  }
}

async function countListings(host: Host): Promise<number> {
  const [row] = await host.orm.em.fork().execute<Array<{ n: number }>>('select count(*)::int as n from listings.properties');
  return Number(row.n);
}

/** autocannon at CONNECTIONS connections, in a child process (load-worker.ts). */
function load(url: string, durationSeconds: number): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./load-worker.ts', import.meta.url)), [url, String(CONNECTIONS), String(durationSeconds)], {
      execArgv: [],
    });
    child.once('message', (figures) => resolve(figures as LoadFigures));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`the load generator exited with code ${code}`)));
  });
}

/**
 * The adapter calls one endpoint request makes (captured by asking the endpoint's query on the host's
 * query bus while its adapter records), replayed back to back on the adapter for `seconds`: requests
 * per second.
 */
async function raw(host: Host, endpoint: 'search' | 'map', queryString: string, seconds: number): Promise<number> {
  const search = host.readSide.search;
  const params = Object.fromEntries(new URLSearchParams(queryString));
  const calls = await recordSearchCalls(search, () =>
    endpoint === 'search'
      ? host.queries.ask(SearchProperties, searchPropertiesQuerySchema.parse(params))
      : host.queries.ask(MapMarkers, mapMarkersQuerySchema.parse(params)),
  );

  let requests = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    await Promise.all(calls.map(({ index, query }) => search.search(index, query)));
    requests++;
  }
  return requests / ((performance.now() - started) / 1000);
}

/**
 * The `search` calls `run` makes on the adapter, recorded by wrapping the adapter's own `search`
 * while it runs (the host's query handlers hold this very instance), then unwrapped again.
 */
async function recordSearchCalls(search: SearchIndex, run: () => Promise<unknown>): Promise<Array<{ index: string; query: SearchQuery }>> {
  const calls: Array<{ index: string; query: SearchQuery }> = [];
  const own = Object.getOwnPropertyDescriptor(search, 'search');
  const original = search.search;
  search.search = ((index: string, query: SearchQuery) => {
    calls.push({ index, query });
    return original.call(search, index, query);
  }) as SearchIndex['search'];
  try {
    await run();
  } finally {
    if (own) Object.defineProperty(search, 'search', own);
    else Reflect.deleteProperty(search, 'search');
  }
  return calls;
}

/** Seconds the host's search port has spent in engine calls since it started, from its metrics (every adapter, index and operation). */
async function engineSeconds(host: Host): Promise<number> {
  const { values } = await host.metrics.searchDuration.get();
  return values.filter((value) => value.metricName === 'dealacre_search_duration_seconds_sum').reduce((sum, value) => sum + value.value, 0);
}

/** RSS and where it is: the JavaScript heap, and memory outside it (typed arrays and buffers, PGlite's WebAssembly memory). */
function memoryLine({ rss, heapTotal, heapUsed, external, arrayBuffers }: NodeJS.MemoryUsage): string {
  const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
  return `process RSS ${mib(rss)} (JS heap ${mib(heapUsed)} used of ${mib(heapTotal)}; outside it ${mib(external)}, of which array buffers ${mib(arrayBuffers)})`;
}

/** Issue 41's targets: a reindex of 100,000 listings in 10 s and of a million in 90 s; the host's RSS under 1 GiB at 100,000 and 4 GiB at a million; every query at p95 30 ms. */
const reindexTargetSeconds = (listings: number) => Math.max(10, (90 * listings) / 1_000_000);
const rssTargetMiB = (listings: number) => (listings < 500_000 ? 1024 : 4096);
const P95_TARGET_MS = 30;
const met = (value: number, target: number) => (value <= target ? 'met' : 'NOT met');

function printTable(reports: ModeReport[]): void {
  const lines: string[] = [];
  if (reports.some((report) => report.rows.length > 0)) {
    lines.push(
      '',
      `| mode | query | p50 ms | p95 ms (target ${P95_TARGET_MS}) | p99 ms | endpoint req/s | raw engine req/s | endpoint / raw | engine ms a request: raw / under load | response bytes | Postgres p50 / p95 ms | Postgres req/s | engine raw / Postgres |`,
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const report of reports) {
      for (const row of report.rows) {
        const postgres = row.postgres
          ? `${fmt(row.postgres.p50)} / ${fmt(row.postgres.p95)} | ${fmt(row.postgres.rps)} | ${(row.rawRps / row.postgres.rps).toFixed(1)}`
          : '– | – | –';
        // where the engine's own work is under FLOOR_BOUND_MS, the HTTP floor is what the endpoint can be held to
        const ratio = `${(row.rps / row.rawRps).toFixed(2)}${1000 / row.rawRps < FLOOR_BOUND_MS && report.floor ? ` (engine < ${FLOOR_BOUND_MS} ms: HTTP floor ${Math.round(report.floor.rps)} req/s)` : ''}`;
        lines.push(
          `| ${report.mode.split(' ')[0]} | ${row.name} | ${fmt(row.p50)} | ${fmt(row.p95)} (${met(row.p95, P95_TARGET_MS)}) | ${fmt(row.p99)} | ${Math.round(row.rps)} | ${Math.round(row.rawRps)} | ${ratio} | ${(1000 / row.rawRps).toFixed(2)} / ${row.engineUnderLoadMs.toFixed(2)} | ${row.bytes} | ${postgres} |`,
        );
      }
    }
    lines.push(
      '',
      'Postgres columns: the same queries in SQL on the same listings, with their indexes (postgres-search.ts); embedded: PGlite, one query at a time; ' +
        `services: Postgres, ${CONNECTIONS} at a time over a pool. The raw engine runs one request at a time on one thread.`,
      '',
      ...reports.flatMap((report) =>
        report.floor
          ? [
              `HTTP floor, ${report.mode.split(' ')[0]}: GET ${HTTP_FLOOR_PATH} (no search) at ${CONNECTIONS} connections: ${Math.round(report.floor.rps)} req/s, ` +
                `p50 ${fmt(report.floor.p50)} ms, p95 ${fmt(report.floor.p95)} ms.`,
            ]
          : [],
      ),
    );
  }
  lines.push(
    '',
    '| mode | listings | seed (this run) | reindex (target) | reindex CPU | host RSS after reindex (target) | host RSS under load (peak) |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const report of reports) {
    const reindexSeconds = report.reindexMs / 1000;
    const reindexTarget = reindexTargetSeconds(report.listings);
    const rssTarget = rssTargetMiB(report.listings);
    lines.push(
      `| ${report.mode} | ${report.listings} | ${(report.seedMs / 1000).toFixed(1)} s | ${reindexSeconds.toFixed(1)} s (${reindexTarget.toFixed(0)} s: ${met(reindexSeconds, reindexTarget)}) | ${(report.reindexCpuMs / 1000).toFixed(1)} s | ` +
        `${Math.round(report.rssMiB)} MiB (${rssTarget} MiB: ${met(report.rssMiB, rssTarget)}) | ${report.floor ? `${Math.round(report.peakRssMiB)} MiB` : '–'} |`,
    );
  }
  log(lines.join('\n'));
}

function fmt(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '10' },
      'data-dir': { type: 'string', default: path.join(tmpdir(), 'dealacre-bench-search') },
      'embedded-only': { type: 'boolean', default: false },
      'services-only': { type: 'boolean', default: false },
      database: { type: 'string' },
      'reindex-only': { type: 'boolean', default: false },
    },
  });
  await benchSearchEndpoints({
    listings: Number(values.listings),
    durationSeconds: Number(values.duration),
    dataDir: values['data-dir'],
    embeddedOnly: values['embedded-only'],
    servicesOnly: values['services-only'],
    database: values.database,
    reindexOnly: values['reindex-only'],
  });
}
