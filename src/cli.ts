import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createHost, openHostDatabase } from './host.ts';
import { StartupError } from './startup-checks.ts';
import { benchSearchEngine } from '../load-tests/bench/search-engine.ts';
import { runLoad } from '../load-tests/run-autocannon.ts';

const USAGE = `Usage: node src/cli.ts <command> [options]

  migrate                     apply pending database migrations
  seed [--listings N]         load demo data into an empty database; --listings adds N synthetic listings
  reindex                     rebuild every read model (search index, key-value projections) from Postgres;
                              with the embedded engine, all but the search index each server builds itself
  outbox [--replay]           list dead outbox events; --replay puts them back in the queue
  bench [--documents N] [--listings N] [--duration S]
                              measure the embedded search engine at N documents (default 100000), then
                              serve N listings (default 5000) on loopback and load it for S seconds (default 10)`;

const log = (line: string) => console.log(line);
const quietLogger = (config: Config) => pino({ level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL });

async function migrate(config: Config): Promise<void> {
  const database = await openHostDatabase(config, quietLogger(config));
  try {
    const applied = await database.migrate();
    log(applied.length ? applied.map((name) => `applied ${name}`).join('\n') : 'the database is up to date');
    log(`migrate: ${applied.length} migration(s) applied on ${database.kind}`);
  } finally {
    await database.close();
  }
}

async function seed(config: Config, listings: number): Promise<void> {
  const host = await createHost(config, { logger: quietLogger(config) });
  try {
    await host.start();
    const summary = await host.seed({ syntheticListings: listings, log });
    await host.projections.settled();
    log(`seed: ${formatSummary(summary)}`);
  } finally {
    await host.close();
  }
}

async function reindex(config: Config): Promise<void> {
  const host = await createHost(config, { logger: quietLogger(config), rebuildEmptyReadModels: false });
  try {
    const started = performance.now();
    // the embedded engine's index lives in each server process, which builds its own when it starts: one built here would be dropped
    const summary = await host.reindex(log, config.MEILI_HOST ? 'all' : 'shared');
    log(`reindex: ${formatSummary(summary)} into ${host.readSide.description} in ${Math.round(performance.now() - started)} ms`);
    if (!config.MEILI_HOST || !config.REDIS_URL) {
      log(
        'note: in-process read models (embedded search, memory key-value) live inside each server process and are rebuilt when it starts',
      );
    }
  } finally {
    await host.close();
  }
}

async function outbox(config: Config, replay: boolean): Promise<void> {
  const host = await createHost(config, { logger: quietLogger(config), rebuildEmptyReadModels: false });
  try {
    const dead = await host.dispatcher.deadEvents();
    for (const event of dead)
      log(`#${event.position} ${event.type} ${event.aggregateId} attempts=${event.attempts}\n  ${event.lastError ?? ''}`);
    if (replay && dead.length > 0) {
      const replayed = await host.dispatcher.replayDead();
      host.dispatcher.start();
      await host.projections.settled();
      log(`outbox: ${replayed} dead event(s) replayed; ${(await host.dispatcher.deadEvents()).length} still dead`);
    } else {
      log(`outbox: ${dead.length} dead event(s)`);
    }
  } finally {
    await host.close();
  }
}

async function bench(config: Config, documents: number, listings: number, durationSeconds: number): Promise<void> {
  log(`search engine: ${documents} synthetic documents`);
  const engine = await benchSearchEngine({ documents, queries: 500, log });
  log(`search engine: indexed in ${engine.indexMs} ms; p50 ${engine.p50} ms, p95 ${engine.p95} ms, p99 ${engine.p99} ms`);

  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealacre-bench-'));
  const benchConfig = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
  });
  const host = await createHost(benchConfig, { logger: quietLogger(benchConfig) });
  try {
    await host.start();
    await host.seed({ syntheticListings: listings, log: () => {} });
    await host.projections.settled();
    const server = host.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    log(`http: ${listings} listings served at http://127.0.0.1:${port}, ${durationSeconds} s of load`);
    await runLoad({ baseUrl: `http://127.0.0.1:${port}`, durationSeconds, connections: 10, log });
    await new Promise((resolve) => server.close(resolve));
  } finally {
    await host.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  void config;
}

function formatSummary(summary: Record<string, number>): string {
  const parts = Object.entries(summary).map(([name, count]) => `${name}=${count}`);
  return parts.length ? parts.join(', ') : 'nothing to do';
}

async function run(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      listings: { type: 'string' },
      documents: { type: 'string' },
      duration: { type: 'string' },
      replay: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const count = (value: string | undefined, fallback: number, name: string) => {
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0) throw new ConfigError(`--${name} must be a whole number, got "${value}"`);
    return parsed;
  };
  const [command] = positionals;
  if (values.help || !command) {
    log(USAGE);
    return;
  }
  const config = loadConfig();
  switch (command) {
    case 'migrate':
      return migrate(config);
    case 'seed':
      return seed(config, count(values.listings, 0, 'listings'));
    case 'reindex':
      return reindex(config);
    case 'outbox':
      return outbox(config, values.replay);
    case 'bench':
      return bench(
        config,
        count(values.documents, 100_000, 'documents'),
        count(values.listings, 5000, 'listings'),
        count(values.duration, 10, 'duration'),
      );
    default:
      throw new ConfigError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
    process.exit(1);
  },
);
