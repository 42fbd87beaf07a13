import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { ListingSnapshot } from '../../../listings/contracts/events.ts';
import { token } from '../../../shared/kernel/tokens.ts';
import type { AlertFrequency, SavedSearchCriteria } from '../../contracts/saved-searches.ts';
import { SavedSearchIndex, type IndexedSearch, type MatchedSearch } from '../domain/saved-search-index.ts';
import type { MatchableListing } from '../domain/saved-search-match.ts';

export type { MatchedSearch } from '../domain/saved-search-index.ts';

export function matchableListing(listing: ListingSnapshot): MatchableListing {
  return { ...listing, price: listing.priceCents / 100 };
}

interface SearchRow {
  id: string;
  user_id: string;
  name: string;
  criteria: SavedSearchCriteria | string;
  alerts: AlertFrequency;
  alerts_paused: boolean;
}

/** one change of the log, joined to the search as it is now (no search: it was deleted) */
interface ChangeRow extends Partial<SearchRow> {
  oldest: string | number;
  seq: string | number;
  saved_search_id: string;
}

const SEARCH_COLUMNS = 's.id, s.user_id, s.name, s.criteria, s.alerts, s.alerts_paused';
const LOAD_PAGE = 5000;

/**
 * "Anything changed?": the newest number in the log, one read of the end of its primary-key index.
 * Asked before every match; only when it is past the matcher's number are the changes read.
 */
const NEWEST_CHANGE = 'select max(seq) as seq from engagement.saved_search_changes';

/**
 * The changes after a number, each with its search as it is now (a range of the log's primary key,
 * a primary-key read per change), and the oldest number the log still holds: whether changes the
 * matcher never saw were pruned.
 */
const CHANGES_AFTER = `
  select (select min(seq) from engagement.saved_search_changes) as oldest, c.seq, c.saved_search_id, ${SEARCH_COLUMNS}
  from engagement.saved_search_changes c left join engagement.saved_searches s on s.id = c.saved_search_id
  where c.seq > ?
  order by c.seq`;

const indexed = (row: SearchRow): IndexedSearch => ({
  id: row.id,
  userId: row.user_id,
  name: row.name,
  alerts: row.alerts,
  alertsPaused: row.alerts_paused,
  criteria: typeof row.criteria === 'string' ? (JSON.parse(row.criteria) as SavedSearchCriteria) : row.criteria,
});

/**
 * This host's matcher of listings to saved searches (decision 0028): every search in a
 * {@link SavedSearchIndex}, loaded on first use and brought up to date from Postgres's change log
 * before every match. A search saved, edited or deleted on any host, committed before a match
 * starts, is honoured by that match.
 *
 * The log numbers changes in commit order (see migration 0007), so "every change up to `#through`
 * is in the index" holds after each catch-up. Catch-ups of concurrent callers run side by side,
 * each through its caller's entity manager (a subscriber's transaction, a query's fork): applying a
 * result is synchronous and takes only changes numbered after `#through`, so a slower, older result
 * never undoes a newer one. A log pruned past `#through` (a host idle for a week) makes it reload.
 */
export class SavedSearchMatcher {
  #index = new SavedSearchIndex();
  /** every change numbered up to this is in the index */
  #through = 0;
  #loaded = false;
  /** the load under way for callers outside a transaction, which wait for one another's */
  #sharedLoad: Promise<void> | null = null;

  /** The saved searches of members other than `ownerId` that the listing answers. */
  async matching(em: EntityManager, listing: MatchableListing, ownerId: string | null): Promise<MatchedSearch[]> {
    return (await this.#current(em)).matching(listing, ownerId);
  }

  /** How many saved searches of members other than `ownerId` the listing answers. */
  async count(em: EntityManager, listing: MatchableListing, ownerId: string | null): Promise<number> {
    return (await this.#current(em)).count(listing, ownerId);
  }

  async #current(em: EntityManager): Promise<SavedSearchIndex> {
    for (;;) {
      if (!this.#loaded) await this.#loadFor(em);
      const index = this.#index;
      const through = this.#through;
      const newest = Number((await em.execute<Array<{ seq: string | number | null }>>(NEWEST_CHANGE))[0].seq ?? 0);
      // reloaded while we asked: ask again from the new index's number
      if (index !== this.#index || !this.#loaded) continue;
      if (newest < through) {
        // the log went back (emptied, restored): only a reload is sure
        this.#loaded = false;
        continue;
      }
      // nothing after `through`, so nothing after it was pruned either (the newest change is never pruned)
      if (newest <= this.#through) return index;
      const rows = await em.execute<ChangeRow[]>(CHANGES_AFTER, [through]);
      if (index !== this.#index || !this.#loaded) continue;
      if (rows.length && through < Number(rows[0].oldest) - 1) {
        // changes after `through` may have been pruned from the log: only a reload is sure
        this.#loaded = false;
        continue;
      }
      this.#apply(rows);
      return index;
    }
  }

  #apply(rows: readonly ChangeRow[]): void {
    let through = this.#through;
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq <= this.#through) continue; // a concurrent caller's newer answer is in already
      if (row.id) this.#index.upsert(indexed(row as SearchRow));
      else this.#index.remove(row.saved_search_id);
      through = Math.max(through, seq);
    }
    this.#through = through;
  }

  /**
   * Callers outside a transaction (demand counts) share one load. A caller inside one (a subscriber)
   * loads through its own transaction rather than wait: on PGlite's one connection, a load outside
   * the transaction would wait for it to end, and on Postgres for a pool connection that waiting
   * transactions might all hold. Concurrent first matches thus load at most once plus once per delivery.
   */
  async #loadFor(em: EntityManager): Promise<void> {
    if (em.isInTransaction()) return this.#load(em);
    await (this.#sharedLoad ??= this.#load(em).finally(() => (this.#sharedLoad = null)));
  }

  /**
   * Every search, a page at a time by id. The log's last number is read first: a search changed
   * while the pages are read is read again by the catch-up that follows, so none is missed.
   */
  async #load(em: EntityManager): Promise<void> {
    const [{ seq }] = await em.execute<Array<{ seq: string | number }>>(
      'select coalesce(max(seq), 0) as seq from engagement.saved_search_changes',
    );
    const index = new SavedSearchIndex();
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await em.execute<SearchRow[]>(
        `select ${SEARCH_COLUMNS} from engagement.saved_searches s where s.id > ? order by s.id limit ${LOAD_PAGE}`,
        [after],
      );
      for (const row of rows) index.upsert(indexed(row));
      if (rows.length < LOAD_PAGE) break;
      after = rows[rows.length - 1].id;
    }
    if (this.#loaded) return; // another caller's load came first: it serves
    this.#index = index;
    this.#through = Number(seq);
    this.#loaded = true;
  }
}

/** The host's one matcher (a singleton: its index is shared by every match on the host). */
export const SAVED_SEARCH_MATCHER = token<SavedSearchMatcher>('engagement.SavedSearchMatcher');
