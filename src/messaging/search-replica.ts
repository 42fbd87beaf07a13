import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Orm } from '../persistence/database.ts';
import type { SearchDocument, SearchIndex } from '../../modules/shared/kernel/search-index.port.ts';

export const SEARCH_CHANGES_CHANNEL = 'dealacre_search_changes';

/** A change numbered but not yet visible is waited for this long; one missing longer was rolled back. */
const HOLE_MS = 2 * 60_000;
/** at most this many missing numbers are waited for (a rolled-back bulk write can skip many) */
const MAX_HOLES = 1000;
const PAGE = 500;
/**
 * The log keeps ten minutes of changes (a view count is a change: at a hundred views a second an hour would be half
 * a gigabyte); a process that read nothing for half of that rebuilds its index instead of trusting it.
 */
const KEPT = "interval '10 minutes'";
const STALE_AFTER_MS = 5 * 60_000;
const PRUNE_EVERY_MS = 60_000;

interface ChangeRow {
  seq: string | number;
  origin: string;
  index: string;
  upserted: SearchDocument[] | string | null;
  removed: string[] | string | null;
}

const parsed = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The embedded index of one process among several on one Postgres (decision 0077). Each write is logged in
 * `platform.search_changes` through the caller's transaction (a projection's delivery, so the log holds a write
 * exactly when its delivery commits), then applied to this process's index; every other process applies it from
 * the log with its {@link SearchReplicaFeed}. Reads, rebuilds and settings go to this process's index alone.
 */
export function loggedSearchIndex(inner: SearchIndex, orm: Orm, origin: string): SearchIndex {
  const log = async (index: string, upserted: SearchDocument[] | null, removed: string[] | null) => {
    await orm.em.fork({ keepTransactionContext: true }).execute(
      `with logged as (
         insert into platform.search_changes (origin, index, upserted, removed) values (?, ?, ?::jsonb, ?::jsonb) returning seq
       )
       select pg_notify('${SEARCH_CHANGES_CHANNEL}', '') from logged`,
      [origin, index, upserted && JSON.stringify(upserted), removed && JSON.stringify(removed)],
    );
  };
  return new Proxy(inner, {
    get(target, property) {
      if (property === 'upsert')
        return async (index: string, documents: SearchDocument[]) => {
          if (documents.length === 0) return;
          await log(index, documents, null);
          await target.upsert(index, documents);
        };
      if (property === 'remove')
        return async (index: string, ids: string[]) => {
          if (ids.length === 0) return;
          await log(index, null, ids);
          await target.remove(index, ids);
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

export interface SearchReplicaFeedOptions {
  orm: Orm;
  /** this process's own index (not the logged one: what is applied here is not logged again) */
  search: SearchIndex;
  /** rebuilds this process's index from the database (its read models in the search index only) */
  rebuild: () => Promise<unknown>;
  logger: Logger;
  /** safety-net poll for missed notifications */
  pollMs: number;
}

/**
 * Applies the other processes' search writes to this process's index, in the order the log numbers them
 * (decision 0077). A number can become visible after a larger one (its transaction committed later): it is
 * remembered as missing and applied when it shows up, or forgotten after HOLE_MS (rolled back).
 */
export class SearchReplicaFeed {
  /** the origin this process's own writes are logged under */
  readonly origin = randomUUID();
  readonly #options: SearchReplicaFeedOptions;
  /** every change numbered up to this was applied, except the missing ones */
  #through = 0;
  readonly #missing = new Map<number, number>();
  #readAt = 0;
  #prunedAt = 0;
  #running = false;
  #timer: NodeJS.Timeout | undefined;
  #catchingUp: Promise<void> | undefined;
  #again = false;

  constructor(options: SearchReplicaFeedOptions) {
    this.#options = options;
  }

  /** Notes where the log ends; called before this process builds its index, so every change after that is applied by `start`. */
  async begin(): Promise<void> {
    const em = this.#options.orm.em.fork();
    const [{ seq }] = await em.execute<Array<{ seq: string | number }>>('select coalesce(max(seq), 0) as seq from platform.search_changes');
    this.#through = Number(seq);
    // a change numbered before the end and committed after this read is not in the index being built
    const missing = await em.execute<Array<{ seq: string | number }>>(
      `select n as seq from generate_series(greatest(?::bigint - 100, 1), ?::bigint) n
       where not exists (select 1 from platform.search_changes c where c.seq = n)`,
      [this.#through, this.#through],
    );
    const now = Date.now();
    for (const row of missing) this.#missing.set(Number(row.seq), now);
    this.#readAt = now;
  }

  start(): void {
    this.#running = true;
    this.wake();
  }

  /** Applies what is new now (on a notification, a local commit, and the poll). */
  wake(): void {
    if (!this.#running) return;
    if (this.#catchingUp) {
      this.#again = true;
      return;
    }
    this.#catchingUp = this.#catchUpLoop().finally(() => {
      this.#catchingUp = undefined;
      this.#schedulePoll();
    });
  }

  /** Resolves once every change committed before the call is applied here. */
  async settled(): Promise<void> {
    await this.#catchingUp;
    while ((await this.#readPage()) === PAGE);
  }

  async stop(): Promise<void> {
    this.#running = false;
    clearTimeout(this.#timer);
    await this.#catchingUp;
  }

  async #catchUpLoop(): Promise<void> {
    do {
      this.#again = false;
      try {
        if (Date.now() - this.#readAt > STALE_AFTER_MS) await this.#rebuild();
        while (this.#running && (await this.#readPage()) === PAGE);
        if (Date.now() - this.#prunedAt > PRUNE_EVERY_MS) await this.#prune();
      } catch (error) {
        this.#options.logger.warn({ err: error }, 'search changes could not be read; will retry');
      }
    } while (this.#running && this.#again);
  }

  #schedulePoll(): void {
    clearTimeout(this.#timer);
    if (!this.#running) return;
    this.#timer = setTimeout(() => this.wake(), this.#options.pollMs);
    this.#timer.unref();
  }

  /** Reads and applies one page of changes after `#through` (and any missing ones that showed up); answers how many. */
  async #readPage(): Promise<number> {
    const missing = [...this.#missing.keys()];
    const rows = await this.#options.orm.em.fork().execute<ChangeRow[]>(
      `select seq, origin, index, upserted, removed from platform.search_changes
         where seq > ? ${missing.length ? 'or seq = any(?::bigint[])' : ''} order by seq limit ${PAGE}`,
      missing.length ? [this.#through, `{${missing.join(',')}}`] : [this.#through],
    );
    const now = Date.now();
    this.#readAt = now;
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq > this.#through) {
        for (let skipped = Math.max(this.#through + 1, seq - MAX_HOLES); skipped < seq; skipped++) this.#missing.set(skipped, now);
        this.#through = seq;
      } else this.#missing.delete(seq);
      if (row.origin === this.origin) continue;
      await this.#apply(row);
    }
    for (const [seq, since] of this.#missing) if (now - since > HOLE_MS || this.#missing.size > MAX_HOLES) this.#missing.delete(seq);
    return rows.length;
  }

  async #apply(row: ChangeRow): Promise<void> {
    const upserted = parsed(row.upserted);
    const removed = parsed(row.removed);
    try {
      if (upserted) await this.#options.search.upsert(row.index, upserted);
      if (removed) await this.#options.search.remove(row.index, removed);
    } catch (error) {
      this.#options.logger.error({ err: error, seq: row.seq, index: row.index }, 'a search change could not be applied');
    }
  }

  async #rebuild(): Promise<void> {
    this.#options.logger.warn('this process read no search changes for too long; rebuilding its search index from the database');
    this.#missing.clear();
    await this.begin();
    await this.#options.rebuild();
  }

  /** Deletes changes older than ten minutes, always keeping the newest (where the log ends). */
  async #prune(): Promise<void> {
    this.#prunedAt = Date.now();
    await this.#options.orm.em
      .fork()
      .execute(`delete from platform.search_changes where at < now() - ${KEPT} and seq < (select max(seq) from platform.search_changes)`);
  }
}
