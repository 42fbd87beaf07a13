import { describe, expect, it } from 'vitest';
import { EmbeddedSearchIndex } from '../adapters/search/embedded/embedded-search-index.ts';
import { HostMetrics } from './host-metrics.ts';
import { timedSearchIndex } from './timed-search-index.ts';

const SETTINGS = { searchable: ['title'], filterable: ['state'], sortable: [], facets: ['state'] };

async function count(metrics: HostMetrics, labels: Record<string, string>): Promise<number> {
  const metric = await metrics.searchDuration.get();
  return (
    metric.values.find(
      (value) =>
        value.metricName === 'dealacre_search_duration_seconds_count' &&
        Object.entries(labels).every(([key, wanted]) => (value.labels as Record<string, unknown>)[key] === wanted),
    )?.value ?? 0
  );
}

describe('timed search index', () => {
  it('answers as the adapter does and times each call by adapter, index and operation', async () => {
    const metrics = new HostMetrics();
    const search = timedSearchIndex(new EmbeddedSearchIndex(), 'embedded', metrics);
    await search.ensureIndex('parcels', SETTINGS);
    await search.upsert('parcels', [
      { id: '1', title: 'Ranch by the creek', state: 'TX' },
      { id: '2', title: 'Wooded lot', state: 'FL' },
    ]);
    const found = await search.search('parcels', { text: 'ranch', facets: ['state'] });
    expect(found).toMatchObject({ total: 1, hits: [{ id: '1' }], facets: { state: { TX: 1 } } });
    expect(await search.count('parcels')).toBe(2);
    await search.ping();

    expect(await count(metrics, { adapter: 'embedded', index: 'parcels', operation: 'search' })).toBe(1);
    expect(await count(metrics, { adapter: 'embedded', index: 'parcels', operation: 'upsert' })).toBe(1);
    expect(await count(metrics, { adapter: 'embedded', index: 'parcels', operation: 'count' })).toBe(1);
    expect(await count(metrics, { operation: 'ping' })).toBe(0);
  });

  it('times a failed call too and passes its error on', async () => {
    const metrics = new HostMetrics();
    const search = timedSearchIndex(new EmbeddedSearchIndex(), 'meilisearch', metrics);
    await expect(search.search('never-declared', {})).rejects.toThrow();
    expect(await count(metrics, { adapter: 'meilisearch', index: 'never-declared', operation: 'search' })).toBe(1);
  });
});
