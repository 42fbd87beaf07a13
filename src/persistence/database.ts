import { mkdir, open, readFile, rm } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { pg_trgm as PgTrgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { EntitySchema } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { MikroORM as PgliteORM } from '@mikro-orm/pglite';
import { MikroORM as PostgreSqlORM } from '@mikro-orm/postgresql';
import type { AbstractSqlDriver, MikroORM, SqlEntityManager } from '@mikro-orm/sql';
import type { Logger } from 'pino';
import type { ModuleMigration } from '../../modules/shared/kernel/module.ts';
import { checkPostgres, StartupError } from '../startup-checks.ts';

/** The ORM as the host uses it: any SQL driver, with raw `execute` on the entity manager. */
export type Orm = MikroORM<AbstractSqlDriver, SqlEntityManager>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** Postgres connection string; without it PGlite runs in-process */
  url?: string;
  /** PGlite data directory; `memory://` for an in-memory database (tests) */
  pgliteDir: string;
  poolMax: number;
  entities: EntitySchema[];
  /** every migration, platform first, in the order they must run */
  migrations: ModuleMigration[];
  logger: Logger;
  debugSql?: boolean;
  /** an in-memory PGlite starts from this dump of another one's data directory (`Database.snapshot`) instead of an empty one */
  pgliteSnapshot?: Blob;
}

export interface Database {
  orm: Orm;
  kind: DatabaseKind;
  /** applies pending migrations; returns the names applied */
  migrate(): Promise<string[]>;
  /** PGlite only: a dump of the data directory as it is now, for `pgliteSnapshot` (tests start from a migrated one) */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export class DataDirInUseError extends StartupError {}

/**
 * PGlite's Postgres settings, after its defaults. Its WebAssembly memory starts at 128 MiB and never shrinks,
 * and the default shared_buffers (128 MB, Postgres' own default for a server) grows it to about 190 MiB
 * once the listings have been read: an evaluation host reads its tables from the operating system's
 * file cache instead, and stays within the initial 128 MiB.
 */
const PGLITE_EXTRA_START_PARAMS = ['-c', 'shared_buffers=16MB'];

/**
 * PGlite and its driver, loaded only when the host runs on it: a host on Postgres never reads them, and the
 * production image does not contain them (the Dockerfile removes them after installing).
 */
async function loadPglite(): Promise<{ PGlite: typeof PGlite; PgliteORM: typeof PgliteORM; pg_trgm: typeof PgTrgm }> {
  try {
    const [{ PGlite }, { MikroORM }, { pg_trgm }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@mikro-orm/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    return { PGlite, PgliteORM: MikroORM, pg_trgm };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new StartupError(
      'The embedded database (PGlite) is not installed here (the production image leaves it out). ' +
        'Set DATABASE_URL to a Postgres database.',
      { cause: error },
    );
  }
}

/**
 * Opens Postgres when a URL is given, otherwise PGlite. PGlite is for evaluation and tests only:
 * one connection and no real fsync. Its directory is locked so a second process cannot open
 * (and corrupt) it.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const common = {
    entities: options.entities,
    extensions: [Migrator],
    debug: options.debugSql ?? false,
    logger: (message: string) => options.logger.debug({ orm: message }),
    discovery: { warnWhenNoEntities: false },
    // a mistyped database name must stop the start (checkPostgres), never create an empty database
    ensureDatabase: false,
    allowGlobalContext: false,
    migrations: {
      tableName: 'platform.migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      migrationsList: options.migrations,
    },
  };
  if (options.url) {
    await checkPostgres(options.url);
    const orm = (await PostgreSqlORM.init({ ...common, clientUrl: options.url, pool: { min: 0, max: options.poolMax } })) as unknown as Orm;
    return { orm, kind: 'postgres', migrate: () => migrate(orm), close: () => orm.close(true) };
  }

  const { PGlite, PgliteORM, pg_trgm } = await loadPglite();
  const inMemory = options.pgliteDir.startsWith('memory://');
  const releaseLock = inMemory ? async () => {} : await lockDataDir(options.pgliteDir);
  try {
    const pglite = await PGlite.create(inMemory ? undefined : options.pgliteDir, {
      startParams: [...PGlite.defaultStartParams, ...PGLITE_EXTRA_START_PARAMS],
      // the trigram indexes of the back office's searches (decision 0056), as on Postgres
      extensions: { pg_trgm },
      ...(inMemory && options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
    });
    const orm = (await PgliteORM.init({ ...common, dbName: 'dealacre', driverOptions: { pglite } })) as unknown as Orm;
    return {
      orm,
      kind: 'pglite',
      migrate: () => migrate(orm),
      snapshot: () => pglite.dumpDataDir('none'),
      async close() {
        await orm.close(true);
        await pglite.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

async function migrate(orm: Orm): Promise<string[]> {
  // the history table lives in the platform schema, which must exist before the migrator reads it
  await orm.em.getConnection().execute('create schema if not exists platform');
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}

/** Directories this process holds, so a second open in the same process is refused too. */
const heldDirs = new Set<string>();

async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const busy = (holder: number) =>
    new DataDirInUseError(
      `The database in ${dir} is in use by another DealAcre process (pid ${holder}). ` +
        'Stop that process, or point DATA_DIR at another directory.',
    );
  if (heldDirs.has(dir)) throw busy(process.pid);
  await mkdir(dir, { recursive: true });
  const lockFile = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      heldDirs.add(dir);
      return async () => {
        heldDirs.delete(dir);
        await rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
      // a lock naming our own pid was left by an earlier run that had the same pid (e.g. pid 1 in a container)
      if (holder && holder !== process.pid && isRunning(holder)) throw busy(holder);
      await rm(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock ${dir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
