import type { Orm } from './persistence/database.ts';
import type { Express, RequestHandler } from 'express';
import { Container } from 'inversify';
import type { Logger } from 'pino';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { IN_MEMORY, platformSettings, type Config } from './config.ts';
import { createReadSide, type ReadSide } from './adapters/read-side.ts';
import { createMailer } from './adapters/mail/create-mailer.ts';
import { DevOutboxMailer } from './adapters/mail/dev-outbox-mailer.ts';
import { createStorage } from './adapters/storage/create-storage.ts';
import { AnonymousPageCache } from './http/page-cache.ts';
import { SharpPhotos } from './adapters/images/sharp-photos.ts';
import { createHttpApp } from './http/app.ts';
import { builtWebApp } from './http/pages.ts';
import { devWebApp } from './http/web-dev.ts';
import { TransactionalCommandBus, InProcessQueryBus } from './messaging/buses.ts';
import { OutboxDispatcher } from './messaging/dispatcher.ts';
import { JobRunner } from './messaging/job-runner.ts';
import { StripePaymentsProvider, type StripePaymentsOptions } from './adapters/payments/stripe-payments-provider.ts';
import { NoPaymentsProvider } from './adapters/payments/no-payments-provider.ts';
import { TestPaymentsProvider } from './adapters/payments/test-payments-provider.ts';
import { listenForNotifications, OUTBOX_CHANNEL } from './messaging/outbox-listener.ts';
import { PlatformOutboxInbox } from './messaging/migrations/platform-0001-outbox-inbox.ts';
import { PlatformDevMail } from './messaging/migrations/platform-0002-dev-mail.ts';
import { PlatformDevMailOrder } from './messaging/migrations/platform-0003-dev-mail-order.ts';
import { PlatformAuditLog } from './messaging/migrations/platform-0004-audit-log.ts';
import { PlatformOutboxReplays } from './messaging/migrations/platform-0005-outbox-replays.ts';
import { PlatformAuditLogFilters } from './messaging/migrations/platform-0006-audit-log-filters.ts';
import { PlatformAuditLogCounts } from './messaging/migrations/platform-0007-audit-log-counts.ts';
import { PlatformSearchChanges } from './messaging/migrations/platform-0008-search-changes.ts';
import { openDatabase, type Database } from './persistence/database.ts';
import { checkRedis } from './startup-checks.ts';
import { loggedSearchIndex, SEARCH_CHANGES_CHANNEL, SearchReplicaFeed } from './messaging/search-replica.ts';
import { ReadModelsWatch } from './read-models-watch.ts';
import { MemoryKeyValue } from './adapters/kv/memory-key-value.ts';
import { EmbeddedSearchIndex } from './adapters/search/embedded/embedded-search-index.ts';
import { modules as allModules } from './modules.ts';
import { bindPlatformAdmin, platformModule } from './platform/index.ts';
import { HostMetrics } from './observability/host-metrics.ts';
import { createLogger } from './observability/logger.ts';
import { timedSearchIndex } from './observability/timed-search-index.ts';
import { dueOutboxEvents, outboxGauges } from './messaging/outbox.ts';
import { jobClock, runAsOf } from './adapters/clock/job-clock.ts';
import { systemClock, type Clock } from '../modules/shared/kernel/clock.ts';
import type { ModuleDefinition, ModuleMigration, RebuildScope, Reindexer, Seeder, Subscriber } from '../modules/shared/kernel/module.ts';
import { PLATFORM, token } from '../modules/shared/kernel/tokens.ts';
import { bindWithDependencies, type Injected, type Needs, type UseCase } from '../modules/shared/kernel/use-case.ts';
import type { KeyValue } from '../modules/shared/kernel/key-value.port.ts';
import type { PaymentsProvider } from '../modules/shared/kernel/payments.port.ts';

export interface HostOptions {
  logger?: Logger;
  clock?: Clock;
  /** reuse an open database (tests share one PGlite per worker); the host then does not close it */
  database?: Database;
  readSide?: ReadSide;
  modules?: readonly ModuleDefinition[];
  /** rebuild empty read models at boot (default true; `npm run reindex` rebuilds them itself) */
  rebuildEmptyReadModels?: boolean;
  /** a first middleware that watches every answer (the tests check them against the OpenAPI document) */
  watchAnswers?: RequestHandler;
  /** the web build's directory (default web/dist); tests point it at a small stand-in renderer */
  webDist?: string;
  /** the HTTP client the Stripe SDK calls Stripe through (tests give it a stand-in Stripe) */
  stripeHttpClient?: StripePaymentsOptions['httpClient'];
}

export interface Host {
  config: Config;
  /** the link that opens the dev mail outbox (its key included), when mail goes there; never in production */
  devMailLink?: string;
  logger: Logger;
  app: Express;
  container: Container;
  database: Database;
  orm: Orm;
  readSide: ReadSide;
  commands: TransactionalCommandBus;
  queries: InProcessQueryBus;
  dispatcher: OutboxDispatcher;
  /** the host's Prometheus metrics (/metrics, decision 0034) */
  metrics: HostMetrics;
  /** waits until every due outbox event has reached its projections */
  projections: { settled(): Promise<void> };
  /**
   * rebuilds every module's read models from Postgres, and marks the key-value store's part of them whole;
   * 'shared': all but this process's own search index (servers with the embedded engine build their own)
   */
  reindex(log?: (line: string) => void, scope?: 'all' | 'shared'): Promise<Record<string, number>>;
  /** loads demo data into modules that are empty; returns what was created */
  seed(options?: SeedOptions): Promise<Record<string, number>>;
  /** runs every module's scheduled jobs once, now (tests and ops) */
  runJobs(): Promise<void>;
  /**
   * starts delivering outbox events (and listening for other hosts' commits on Postgres) and resolves
   * once every event already in the outbox (demo data included) has reached its projections; from
   * then on /readyz reports ready
   */
  start(): Promise<void>;
  /** marks the host as shutting down: /readyz answers 503 from now on, while requests are still served */
  beginShutdown(): void;
  /** ends every open event stream (clients reconnect, to another host once this one has stopped listening) */
  endStreams(): void;
  /** stops the dispatcher after its batch in flight, then closes every connection the host opened */
  close(): Promise<void>;
}

export type SeedOptions = Partial<Parameters<Seeder['seed']>[0]>;

/** How often a process looks for other processes' search writes when no notification came (a safety net). */
const SEARCH_REPLICA_POLL_MS = 1000;

/** How often a wait at start-up says where it is. */
const PROGRESS_MS = 2000;

/**
 * Logs `describe()` at most every PROGRESS_MS while a start-up step runs, so a long wait is never silent:
 * from a timer, and from `tick()` at each step of the work (PGlite works in this thread, in promise
 * callbacks that can hold timers back until it ends).
 */
function progressReporter(logger: Logger, describe: () => string): { tick(): void; stop(): void } {
  let reportedAt = performance.now();
  const tick = () => {
    const now = performance.now();
    if (now - reportedAt < PROGRESS_MS) return;
    reportedAt = now;
    logger.info(describe());
  };
  const timer = setInterval(tick, PROGRESS_MS);
  return { tick, stop: () => clearInterval(timer) };
}

export const platformMigrations: ModuleMigration[] = [
  { name: 'platform-0001-outbox-inbox', class: PlatformOutboxInbox },
  { name: 'platform-0002-dev-mail', class: PlatformDevMail },
  { name: 'platform-0003-dev-mail-order', class: PlatformDevMailOrder },
  { name: 'platform-0004-audit-log', class: PlatformAuditLog },
  { name: 'platform-0005-outbox-replays', class: PlatformOutboxReplays },
  { name: 'platform-0006-audit-log-filters', class: PlatformAuditLogFilters },
  { name: 'platform-0007-audit-log-counts', class: PlatformAuditLogCounts },
  { name: 'platform-0008-search-changes', class: PlatformSearchChanges },
];

/** Binds a use case's handler under a token derived from its bus name; returns how the bus resolves it. */
function bindUseCase<T>(container: Container, useCase: UseCase): () => T {
  const handler = token<T>(`${useCase.kind}.${useCase.name}`);
  bindWithDependencies(container, handler, useCase.needs, useCase.Handler as new (deps: Injected<Needs>) => T);
  return () => container.get(handler);
}

export function allMigrations(modules: readonly ModuleDefinition[]): ModuleMigration[] {
  return [...platformMigrations, ...modules.flatMap((module) => module.migrations)];
}

export function allEntities(modules: readonly ModuleDefinition[]) {
  return modules.flatMap((module) => module.entities);
}

export async function openHostDatabase(
  config: Config,
  logger: Logger,
  modules: readonly ModuleDefinition[] = allModules,
  { pgliteSnapshot }: { pgliteSnapshot?: Blob } = {},
): Promise<Database> {
  return openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: config.dataDir === IN_MEMORY ? IN_MEMORY : path.join(config.dataDir, 'pglite'),
    poolMax: config.DATABASE_POOL_MAX,
    entities: allEntities(modules),
    migrations: allMigrations(modules),
    logger,
    debugSql: config.DEBUG_SQL,
    pgliteSnapshot,
  });
}

/**
 * Composes the host: database and migrations → read side → modules (DI, buses, subscribers) →
 * read models ready → HTTP app. Nothing listens or dispatches until `start()`.
 */
export async function createHost(config: Config, options: HostOptions = {}): Promise<Host> {
  const logger = options.logger ?? (await createLogger(config));
  // outside production the dev tools may run a scheduled job as of another time (job-clock.ts)
  const hostClock = options.clock ?? (config.NODE_ENV === 'production' ? systemClock : jobClock);
  const modules = [...(options.modules ?? allModules), platformModule];
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openHostDatabase(config, logger, modules));
  const applied = await database.migrate();
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');

  if (!options.readSide && config.REDIS_URL) await checkRedis(config.REDIS_URL);
  const readSide = options.readSide ?? createReadSide(config);
  const { orm } = database;
  // on Postgres, every process keeps its own embedded index current from the log of all processes' writes (decision 0077)
  const replicaFeed =
    database.kind === 'postgres' && readSide.search instanceof EmbeddedSearchIndex
      ? new SearchReplicaFeed({
          orm,
          search: readSide.search,
          rebuild: () => reindex(undefined, 'search'),
          logger: logger.child({ component: 'search-replica' }),
          pollMs: SEARCH_REPLICA_POLL_MS,
        })
      : undefined;
  const searchIndex = replicaFeed ? loggedSearchIndex(readSide.search, orm, replicaFeed.origin) : readSide.search;

  const dispatcherRef: { current?: OutboxDispatcher } = {};
  const commands = new TransactionalCommandBus({
    orm,
    beforeCommit:
      database.kind === 'postgres'
        ? async (execute) => {
            await execute(`select pg_notify('${OUTBOX_CHANNEL}', '')`);
          }
        : undefined,
    onCommitted: () => dispatcherRef.current?.wake(),
    onAfterCommitError: (command, error) => logger.error({ err: error, command }, 'an after-commit action failed'),
  });
  const queries = new InProcessQueryBus();

  const metrics = new HostMetrics();
  metrics.watchOutbox(() => outboxGauges(orm.em.fork()));
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(PLATFORM.Gauges).toConstantValue(metrics);
  container
    .bind(PLATFORM.SearchIndex)
    .toConstantValue(timedSearchIndex(searchIndex, readSide.search instanceof EmbeddedSearchIndex ? 'embedded' : 'meilisearch', metrics));
  container.bind(PLATFORM.KeyValue).toConstantValue(readSide.kv);
  container.bind(PLATFORM.PubSub).toConstantValue(readSide.pubSub);
  container.bind(PLATFORM.RateLimiter).toConstantValue(readSide.rateLimiter);
  container.bind(PLATFORM.Clock).toConstantValue(hostClock);
  const settings = platformSettings(config);
  container.bind(PLATFORM.Settings).toConstantValue(settings);
  const mailer = createMailer(config, orm);
  const devOutbox =
    mailer instanceof DevOutboxMailer ? { mailer, key: config.DEV_MAIL_TOKEN ?? randomBytes(24).toString('base64url') } : undefined;
  if (devOutbox && config.NODE_ENV === 'production') {
    logger.warn(
      'SMTP_URL is not set: mail is only stored in the dev outbox (platform.dev_mail) and never delivered; set SMTP_URL to send it',
    );
  }
  container.bind(PLATFORM.Mailer).toConstantValue(mailer);
  const storage = createStorage(config);
  container.bind(PLATFORM.Storage).toConstantValue(storage);
  container.bind(PLATFORM.Photos).toConstantValue(new SharpPhotos());
  const payments = paymentsProvider(config, readSide.kv, options.stripeHttpClient);
  if (payments instanceof NoPaymentsProvider) {
    logger.warn(
      'STRIPE_SECRET_KEY is not set: this production host sells no plan; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payments',
    );
  }
  container.bind(PLATFORM.Payments).toConstantValue(payments);
  container.bind(PLATFORM.EntityManager).toConstantValue(orm.em);
  container.bind(PLATFORM.CommandBus).toConstantValue(commands);
  container.bind(PLATFORM.QueryBus).toConstantValue(queries);
  bindPlatformAdmin(container, () => dispatcherRef.current?.wake());

  for (const module of modules) {
    module.bind?.(container);
    for (const useCase of module.commands ?? []) commands.register(useCase.name, bindUseCase(container, useCase));
    for (const useCase of module.queries ?? []) queries.register(useCase.name, bindUseCase(container, useCase));
  }

  const dispatcher = new OutboxDispatcher({
    orm,
    logger: logger.child({ component: 'outbox' }),
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    batchSize: config.OUTBOX_BATCH_SIZE,
    pollMs: config.OUTBOX_POLL_MS,
    onDeliveryFailed: (subscriber) => metrics.outboxDeliveryFailures.inc({ subscriber }),
    subscribers: modules.flatMap((module) =>
      (module.subscribers ?? []).map((subscriber) => ({
        name: subscriber.name,
        events: new Set(subscriber.events),
        handler: container.get<Subscriber>(subscriber.handler),
      })),
    ),
  });
  dispatcherRef.current = dispatcher;

  const reindexers = modules.flatMap((module) =>
    (module.reindex ?? []).map((reindexer) => ({ module: module.name, reindexer: container.get<Reindexer>(reindexer) })),
  );
  for (const { reindexer } of reindexers) await reindexer.prepare();

  async function reindex(log: (line: string) => void = () => {}, scope: RebuildScope = 'all'): Promise<Record<string, number>> {
    const summary: Record<string, number> = {};
    for (const { module, reindexer } of reindexers) {
      const counts = await reindexer.rebuild(log, scope);
      for (const [name, count] of Object.entries(counts)) summary[`${module}.${name}`] = count;
    }
    return summary;
  }

  const readModelsWatch = new ReadModelsWatch({
    kv: readSide.kv,
    rebuild: () => reindex(),
    logger: logger.child({ component: 'read-models' }),
  });
  // In-process read models start empty; rebuild them from Postgres before serving. A key-value store
  // without the marker of a full build lost (or never had) its part: then every read model is rebuilt.
  const keyValueIntact = await readModelsWatch.intact();
  await replicaFeed?.begin();
  for (const { module, reindexer } of reindexers) {
    if (options.rebuildEmptyReadModels !== false && (!keyValueIntact || (await reindexer.isEmpty()))) {
      let latest = '';
      const began = performance.now();
      const progress = progressReporter(
        logger,
        () => `rebuilding the ${module} read models from the database${latest ? `: ${latest}` : ''}`,
      );
      // a shared store that kept its part (other hosts serve from it) leaves this process only its own search index to build
      const counts = await reindexer
        .rebuild(
          (line) => {
            latest = line.replace(/^[\w-]+: /, '');
            logger.debug(line);
            progress.tick();
          },
          keyValueIntact ? 'search' : 'all',
        )
        .finally(progress.stop);
      logger.info({ module, counts, ms: Math.round(performance.now() - began) }, 'read models rebuilt from the database');
    }
  }
  if (options.rebuildEmptyReadModels !== false && !keyValueIntact) await readModelsWatch.markBuilt();

  const jobs = new JobRunner(
    modules.flatMap((module) => module.jobs ?? []),
    async (job) => {
      const stop = metrics.jobDuration.startTimer({ job: job.name });
      try {
        return await (job.command ? commands.execute(job.command, undefined) : queries.ask(job.query, undefined));
      } catch (error) {
        metrics.jobFailures.inc({ job: job.name });
        throw error;
      } finally {
        stop();
      }
    },
    logger.child({ component: 'jobs' }),
  );
  const runJobs = () => jobs.runAll();

  let started = false;
  let stopping = false;
  const webApp = config.WEB_DEV ? await devWebApp() : builtWebApp(options.webDist);
  // aborted first thing on shutdown: open event streams end, so the HTTP server can close
  const closing = new AbortController();
  const app = createHttpApp({
    started: () => started,
    stopping: () => stopping,
    metrics,
    config,
    logger,
    modules,
    commands,
    queries,
    resolve: (token) => container.get(token),
    closing: closing.signal,
    database,
    readSide,
    readModelsIntact: () => readModelsWatch.assertIntact(),
    settings,
    storage,
    testPayments: payments instanceof TestPaymentsProvider ? payments : undefined,
    devOutbox: devOutbox && { ...devOutbox, runJobAsOf: (name, at) => runAsOf(at, () => jobs.runNow(name)) },
    webApp,
    pageCache:
      config.PAGE_CACHE_SECONDS > 0 && !config.WEB_DEV ? new AnonymousPageCache(config.PAGE_CACHE_SECONDS * 1000, hostClock) : undefined,
    watchAnswers: options.watchAnswers,
  });

  let stopListening: (() => Promise<void>) | undefined;

  return {
    config,
    devMailLink: devOutbox && config.NODE_ENV !== 'production' ? `${config.PUBLIC_URL}/dev/mail?key=${devOutbox.key}` : undefined,
    logger,
    app,
    container,
    database,
    orm,
    readSide,
    commands,
    queries,
    dispatcher,
    metrics,
    projections: {
      async settled() {
        await dispatcher.settled();
        await replicaFeed?.settled();
      },
    },
    reindex: (log, scope) => readModelsWatch.rebuilding(() => reindex(log, scope)),
    async seed({ demo, syntheticListings, log = () => {}, announcePassword } = {}) {
      const summary: Record<string, number> = {};
      for (const module of modules) {
        if (!module.seed) continue;
        const seeder = container.get<Seeder>(module.seed);
        const counts = await seeder.seed({ demo, syntheticListings, log, announcePassword });
        for (const [name, count] of Object.entries(counts)) summary[`${module.name}.${name}`] = count;
      }
      return summary;
    },
    runJobs,
    async start() {
      // counted before delivery starts: the read models are caught up once these have reached them
      const due = await dueOutboxEvents(orm.em.fork());
      const processedBefore = dispatcher.processed;
      const began = performance.now();
      dispatcher.start();
      if (database.kind === 'postgres' && config.DATABASE_URL) {
        stopListening = await listenForNotifications(
          config.DATABASE_URL,
          { [OUTBOX_CHANNEL]: () => dispatcher.wake(), [SEARCH_CHANGES_CHANNEL]: () => replicaFeed?.wake() },
          logger,
        );
      }
      replicaFeed?.start();
      jobs.start();
      const events = (count: number) => count.toLocaleString('en-US');
      const progress = progressReporter(
        logger,
        () => `catching up read models: ${events(Math.min(dispatcher.processed - processedBefore, due))} of ${events(due)} events`,
      );
      const stopWatching = dispatcher.onProgress(progress.tick);
      try {
        await dispatcher.settled();
      } finally {
        stopWatching();
        progress.stop();
      }
      const ms = Math.round(performance.now() - began);
      await replicaFeed?.settled();
      if (ms >= PROGRESS_MS) logger.info({ events: due, ms }, `read models caught up: ${events(due)} events in ${Math.round(ms / 1000)} s`);
      // memory lives and dies with this process; a shared store (Redis) can lose its data on its own
      if (!(readSide.kv instanceof MemoryKeyValue)) readModelsWatch.start(config.READ_MODELS_CHECK_MS);
      started = true;
    },
    beginShutdown() {
      stopping = true;
    },
    endStreams() {
      closing.abort();
    },
    async close() {
      stopping = true;
      closing.abort();
      await jobs.stop();
      await readModelsWatch.stop();
      await dispatcher.stop();
      await replicaFeed?.stop();
      await stopListening?.();
      await Promise.allSettled([
        readSide.search.close(),
        readSide.kv.close(),
        readSide.pubSub.close(),
        readSide.rateLimiter.close(),
        mailer.close(),
        webApp.close?.(),
      ]);
      if (ownsDatabase) await database.close();
    },
  };
}

/** Stripe when its keys are set; else the built-in test provider, except in production, where nothing is sold. */
function paymentsProvider(config: Config, kv: KeyValue, httpClient: HostOptions['stripeHttpClient']): PaymentsProvider {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return new StripePaymentsProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, httpClient });
  }
  return config.NODE_ENV === 'production' ? new NoPaymentsProvider() : new TestPaymentsProvider(kv);
}
