import { randomBytes } from 'node:crypto';
import pino from 'pino';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject } from 'vitest';
import { answersChecked } from './answers-checked.ts';
import { withClient } from './services.global-setup.ts';
import { IN_MEMORY, loadConfig, type Config } from '../config.ts';
import { modules } from '../modules.ts';
import { createHost, openHostDatabase, type Host, type HostOptions } from '../host.ts';
import type { Database } from '../persistence/database.ts';
import { MemoryKeyValue } from '../adapters/kv/memory-key-value.ts';
import { MemoryPubSub } from '../adapters/kv/memory-pub-sub.ts';
import { RedisKeyValue } from '../adapters/kv/redis-key-value.ts';
import { RedisPubSub } from '../adapters/kv/redis-pub-sub.ts';
import { connectRedis } from '../adapters/kv/redis-connection.ts';
import { FlexibleRateLimiter } from '../adapters/rate-limit/flexible-rate-limiter.ts';
import { EmbeddedSearchIndex } from '../adapters/search/embedded/embedded-search-index.ts';
import type { ReadSide } from '../adapters/read-side.ts';
import { appendToOutbox } from '../messaging/outbox.ts';
import type { NewEvent } from '../../modules/shared/kernel/events.ts';

/**
 * Integration tests run the real host on a real database, once per runtime mode:
 * - embedded: in-memory PGlite (one per test file, reset between tests), embedded search, memory KV;
 * - services: a throw-away Postgres database and a Redis key prefix, on the services found by
 *   services.global-setup.ts (TEST_DATABASE_URL and TEST_REDIS_URL, or containers).
 */
export const testMode = process.env.DEALACRE_TEST_MODE === 'services' ? 'services' : 'embedded';

const services = testMode === 'services' ? inject('services') : {};

/**
 * A dump of an embedded database with every migration applied, made by the first test file of this worker (the
 * integration projects share modules between the files of a worker): a new PGlite loaded from it skips both its
 * initdb and the migrations, 3 s or more per file.
 */
let migratedEmbedded: Promise<Blob | undefined> | undefined;

function servicesUnavailableReason(): string | undefined {
  return testMode === 'services' ? services.skipped : undefined;
}

/** `describe` that runs in the embedded mode always and in the services mode when its services are configured. */
export function describeHost(name: string, body: () => void): void {
  const reason = servicesUnavailableReason();
  if (reason) {
    console.info(`[services] skipped "${name}": ${reason}`);
    describe.skip(`${name} [services skipped: ${reason}]`, body);
  } else {
    describe(`${name} [${testMode}]`, body);
  }
}

export interface TestHost {
  readonly host: Host;
  readonly config: Config;
  readonly database: Database;
  http(): ReturnType<typeof supertest>;
  /** a second host on the same database, e.g. to simulate a restart, optionally with other settings; closed after the test */
  createHost(options?: Omit<HostOptions, 'database'>, configOverrides?: Partial<Config>): Promise<Host>;
  freshReadSide(): ReadSide;
  /** appends integration events to the outbox as a command would, then waits for the projections */
  emit(...events: NewEvent[]): Promise<void>;
  /** makes an account an administrator, as no request can, and rebuilds the read models that know its roles */
  grantAdmin(userId: string): Promise<void>;
}

/**
 * Registers hooks that give every test a host on a clean database and fresh read models.
 * The host's dispatcher is started unless `startDispatcher` is false.
 */
export function useTestHost(
  options: { startDispatcher?: boolean; hostOptions?: Omit<HostOptions, 'database'>; config?: Partial<Config> } = {},
): TestHost {
  const suffix = randomBytes(4).toString('hex');
  const extraHosts: Host[] = [];
  // every answer a test sees from a declared endpoint has a status and a body the OpenAPI document declares
  const answerProblems: string[] = [];
  let database: Database;
  let config: Config;
  let host: Host | undefined;
  let dropDatabase = async () => {};

  // each test has its own Redis keys, as each embedded test has its own memory; a test's hosts share them
  let testNumber = 0;
  const freshReadSide = (): ReadSide =>
    testMode === 'services'
      ? {
          search: new EmbeddedSearchIndex(),
          kv: new RedisKeyValue(services.redisUrl!, { keyPrefix: `test:${suffix}:${testNumber}:` }),
          pubSub: new RedisPubSub(services.redisUrl!, { keyPrefix: `test:${suffix}:${testNumber}:` }),
          rateLimiter: new FlexibleRateLimiter(connectRedis(services.redisUrl!, { keyPrefix: `test:${suffix}:${testNumber}:` })),
          description: 'embedded search + Redis',
        }
      : {
          search: new EmbeddedSearchIndex(),
          kv: new MemoryKeyValue(),
          pubSub: new MemoryPubSub(),
          rateLimiter: new FlexibleRateLimiter(),
          description: 'embedded search + memory',
        };

  beforeAll(async () => {
    if (servicesUnavailableReason()) return;
    const environment: Record<string, string | undefined> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: IN_MEMORY,
    };
    if (testMode === 'services') {
      const adminUrl = services.databaseUrl!;
      const name = `dealacre_test_${suffix}`;
      await withClient(adminUrl, (client) => client.query(`create database ${name} template ${services.templateDatabase}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      environment.DATABASE_URL = url.toString();
      dropDatabase = async () => {
        await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      };
    }
    config = { ...loadConfig(environment), ...options.config };
    if (testMode === 'services') {
      database = await openHostDatabase(config, pino({ level: 'silent' }));
      return;
    }
    // the first file of a worker migrates its embedded database and keeps a dump of it; the next files start from the dump
    const snapshot = await migratedEmbedded;
    database = await openHostDatabase(config, pino({ level: 'silent' }), undefined, { pgliteSnapshot: snapshot });
    if (!snapshot) {
      const migrated = database.migrate();
      // a migration or a dump that fails leaves the next file to migrate its own
      migratedEmbedded = migrated.then(() => database.snapshot?.()).catch(() => undefined);
      await migrated;
      await migratedEmbedded;
    }
  });

  beforeEach(async () => {
    if (servicesUnavailableReason()) return;
    await host?.close();
    await Promise.all(extraHosts.splice(0).map((extra) => extra.close()));
    await database.migrate();
    await emptyTables(database);
    testNumber += 1;
    host = await createHost(config, {
      logger: pino({ level: 'silent' }),
      database,
      readSide: freshReadSide(),
      watchAnswers: answersChecked(answerProblems),
      ...options.hostOptions,
    });
    if (options.startDispatcher !== false) await host.start();
  });

  afterEach(() => {
    const problems = answerProblems.splice(0);
    expect(problems, 'answers the OpenAPI document does not declare').toEqual([]);
  });

  afterAll(async () => {
    if (servicesUnavailableReason()) return;
    await host?.close();
    await Promise.all(extraHosts.splice(0).map((extra) => extra.close()));
    await database?.close();
    await dropDatabase();
  });

  return {
    get host() {
      if (!host) throw new Error('the test host exists only inside tests');
      return host;
    },
    get config() {
      return config;
    },
    get database() {
      return database;
    },
    http: () => supertest(host!.app),
    async createHost(hostOptions = {}, configOverrides = {}) {
      const extra = await createHost(
        { ...config, ...configOverrides },
        {
          logger: pino({ level: 'silent' }),
          database,
          readSide: freshReadSide(),
          watchAnswers: answersChecked(answerProblems),
          ...hostOptions,
        },
      );
      extraHosts.push(extra);
      return extra;
    },
    freshReadSide,
    async emit(...events) {
      await database.orm.em.fork().transactional((em) => appendToOutbox(em, events));
      host!.dispatcher.wake();
      await host!.projections.settled();
    },
    async grantAdmin(userId) {
      // earlier events about the account land first, and the grant is a new version, so that none of them can undo it
      await host!.projections.settled();
      await database.orm.em
        .fork()
        .execute(`update identity.users set roles = '{buyer,admin}', version = version + 1 where id = ?`, [userId]);
      await host!.reindex();
    },
  };
}

/**
 * Empties every table of the platform and the modules (their migrations stay) and restarts the sequences their
 * columns own, as `truncate … restart identity` would. Deleting is what makes a test start cheap: truncating the
 * 68 tables gave each of them new files, 2 s per test on Postgres, against 0.2 s for deleting their few rows.
 */
async function emptyTables(database: Database): Promise<void> {
  const em = database.orm.em.fork();
  const schemas = ['platform', ...modules.map((module) => module.name)];
  // the modules' own names, written into the block (a `do` block takes no parameters)
  const inSchemas = `array[${schemas.map((schema) => `'${schema.replaceAll("'", "''")}'`).join(', ')}]`;
  // as a replica would, so that neither the audit log's append-only triggers nor the foreign keys stop a delete
  await em.transactional(async (tx) => {
    await tx.execute('set local session_replication_role = replica');
    await tx.execute(
      `do $$ declare r record; begin
         for r in select format('%I.%I', schemaname, tablename) as name from pg_tables
                  where schemaname = any(${inSchemas}) and not (schemaname = 'platform' and tablename = 'migrations') loop
           execute 'delete from ' || r.name;
         end loop;
         for r in select s.oid::regclass as name from pg_class s
                  join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
                  join pg_class t on t.oid = d.refobjid join pg_namespace n on n.oid = t.relnamespace
                  where s.relkind = 'S' and n.nspname = any(${inSchemas}) and not (n.nspname = 'platform' and t.relname = 'migrations') loop
           execute format('alter sequence %s restart', r.name);
         end loop;
       end $$`,
    );
  });
}
