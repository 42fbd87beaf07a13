import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { KeyValue } from '../../../shared/kernel/key-value.port.ts';
import type { RebuildScope, Reindexer } from '../../../shared/kernel/module.ts';
import type { SearchDocument, SearchIndex } from '../../../shared/kernel/search-index.port.ts';
import { Property } from '../../domain/property.entity.ts';
import { METRICS_PREFIX, METRICS_TOTALS_KEY } from '../../application/read-models/market-metrics.ts';
import { PROPERTIES_INDEX, toPropertyDocument } from '../../application/read-models/property-document.ts';
import { contributionOf, entryKey, MetricsTotals } from './market-metrics.projector.ts';
import { DETAILS_PREFIX, detailsKey } from './property-details.projector.ts';
import { isSearchable, propertiesIndexSettings, SEARCH_VERSIONS_PREFIX } from './property-search.projector.ts';

const BATCH = 1000;

/** Rebuilds the listings read models (search index, details and metrics) from Postgres. */
export class ListingsReindexer implements Reindexer {
  readonly #em: EntityManager;
  readonly #search: SearchIndex;
  readonly #kv: KeyValue;

  constructor(em: EntityManager, search: SearchIndex, kv: KeyValue) {
    this.#em = em;
    this.#search = search;
    this.#kv = kv;
  }

  async prepare(): Promise<void> {
    await this.#search.ensureIndex(PROPERTIES_INDEX, propertiesIndexSettings);
  }

  async isEmpty(): Promise<boolean> {
    return (await this.#search.count(PROPERTIES_INDEX)) === 0 || Object.keys(await this.#kv.hashGetAll(METRICS_TOTALS_KEY)).length === 0;
  }

  async rebuild(log: (line: string) => void, scope: RebuildScope = 'all'): Promise<Record<string, number>> {
    const kv = this.#kv;
    const everything = scope === 'all';
    const totals = new MetricsTotals();
    if (everything) {
      await this.#kv.deleteByPrefix(METRICS_PREFIX);
      await this.#kv.deleteByPrefix(DETAILS_PREFIX);
      // the rebuilt index mirrors Postgres, which is newer than any snapshot still in flight (a process
      // rebuilding only its own copy of the index leaves the versions to the hosts' shared projection)
      await this.#kv.deleteByPrefix(SEARCH_VERSIONS_PREFIX);
    }
    let listings = 0;
    const em = this.#em;
    // read page by page while the engine indexes: only one page of listings is in memory at a time
    async function* batches(): AsyncIterable<SearchDocument[]> {
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const page = await em.fork().find(Property, { id: { $gt: after } }, { orderBy: { id: 'asc' }, limit: BATCH });
        if (page.length === 0) return;
        after = page[page.length - 1].id;
        const snapshots = page.map((property) => property.toSnapshot());
        // one page's writes at once: Redis pipelines them instead of waiting a round trip each
        if (everything)
          await Promise.all(
            snapshots.flatMap((snapshot) => {
              const contribution = contributionOf(snapshot);
              if (contribution) totals.add(contribution);
              const writes = [kv.set(detailsKey(snapshot.id), JSON.stringify(snapshot))];
              if (contribution) writes.push(kv.set(entryKey(snapshot.id), JSON.stringify(contribution)));
              return writes;
            }),
          );
        listings += page.length;
        if (listings % 10_000 === 0 || page.length < BATCH) log(`listings: ${listings} listings read`);
        yield snapshots.filter((snapshot) => isSearchable(snapshot)).map((snapshot) => toPropertyDocument(snapshot));
      }
    }
    const { documents: indexed } = await this.#search.rebuild(PROPERTIES_INDEX, propertiesIndexSettings, batches());
    // written once, at the end; an empty marketplace still has metrics (all zero), so the read side is no longer "empty"
    if (everything) await totals.write(kv);
    log(`listings: ${indexed} listings indexed`);
    return { properties: indexed };
  }
}
