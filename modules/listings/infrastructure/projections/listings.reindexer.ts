import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { KeyValue } from '../../../shared/kernel/key-value.port.ts';
import type { Reindexer } from '../../../shared/kernel/module.ts';
import type { SearchDocument, SearchIndex } from '../../../shared/kernel/search-index.port.ts';
import { Property } from '../../domain/property.entity.ts';
import { MarketMetricsProjector, METRICS_PREFIX, METRICS_TOTALS_KEY } from './market-metrics.projector.ts';
import { DETAILS_PREFIX, PropertyDetailsProjector } from './property-details.projector.ts';
import { PROPERTIES_INDEX, propertiesIndexSettings, toPropertyDocument } from './property-search.projector.ts';

const BATCH = 1000;

/** Rebuilds the listings read models (search index and metrics) from Postgres. */
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

  async rebuild(log: (line: string) => void): Promise<Record<string, number>> {
    const metrics = new MarketMetricsProjector(this.#kv);
    const details = new PropertyDetailsProjector(this.#kv);
    await this.#kv.deleteByPrefix(METRICS_PREFIX);
    await this.#kv.deleteByPrefix(DETAILS_PREFIX);
    let listings = 0;
    const em = this.#em;
    async function* searchDocuments(): AsyncIterable<SearchDocument[]> {
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const page = await em.fork().find(Property, { id: { $gt: after } }, { orderBy: { id: 'asc' }, limit: BATCH });
        if (page.length === 0) return;
        after = page[page.length - 1].id;
        const snapshots = page.map((property) => property.toSnapshot());
        for (const snapshot of snapshots) {
          await metrics.apply(snapshot);
          await details.apply(snapshot);
        }
        listings += page.length;
        log(`listings: ${listings} listings read`);
        yield snapshots.filter((snapshot) => snapshot.status === 'active').map(toPropertyDocument);
      }
    }
    const { documents } = await this.#search.rebuild(PROPERTIES_INDEX, propertiesIndexSettings, searchDocuments());
    // an empty marketplace still has metrics (all zero), so the read side is no longer "empty"
    await this.#kv.hashIncrement(METRICS_TOTALS_KEY, 'listings', 0);
    log(`listings: ${documents} listings indexed`);
    return { properties: documents };
  }
}
