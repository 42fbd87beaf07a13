import { Meilisearch, type EnqueuedTaskPromise, type MultiSearchParams, type SearchResponse, type Task } from 'meilisearch';
import type {
  IndexSettings,
  SearchDocument,
  SearchIndex,
  SearchQuery,
  SearchResult,
} from '../../../../modules/shared/kernel/search-index.port.ts';
import {
  GEOJSON_FIELD,
  toMeilisearchDocument,
  toMeilisearchSettings,
  toSearchRequest,
  type MeilisearchRequest,
  type PagedSearchParams,
} from './request-mapping.ts';

/**
 * The Meilisearch release this adapter is written and tested against: docker-compose.yml runs it,
 * and the contract suite starts it in a container when a Docker engine answers.
 */
export const MEILISEARCH_IMAGE = 'getmeili/meilisearch:v1.45.0';

export interface MeilisearchSearchIndexOptions {
  host: string;
  apiKey?: string;
  /** prepended to every index uid, so environments can share one Meilisearch */
  indexPrefix?: string;
  /** how long to wait for one Meilisearch task (indexing a large batch takes a while); default 120 s */
  taskTimeoutMs?: number;
}

/** Fields Meilisearch may add to a hit (or the adapter to a document, see toMeilisearchDocument) that are not part of the stored document. */
const ENGINE_FIELDS = ['_geoDistance', '_formatted', '_matchesPosition', '_rankingScore', '_rankingScoreDetails', GEOJSON_FIELD];

export class MeilisearchSearchIndex implements SearchIndex {
  private readonly client: Meilisearch;
  private readonly indexPrefix: string;
  /** Tasks run one at a time, so even a small one may wait behind a large indexing task. */
  private readonly wait: { timeout: number };

  constructor(options: MeilisearchSearchIndexOptions) {
    this.client = new Meilisearch({ host: options.host, apiKey: options.apiKey || undefined });
    this.indexPrefix = options.indexPrefix ?? '';
    this.wait = { timeout: options.taskTimeoutMs ?? 120_000 };
  }

  async ensureIndex(index: string, settings: IndexSettings): Promise<void> {
    const uid = this.uid(index);
    await this.createIfMissing(uid);
    await this.settle(this.client.index(uid).updateSettings(toMeilisearchSettings(settings)), `update settings of ${uid}`);
  }

  async upsert(index: string, documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const uid = this.uid(index);
    await this.settle(
      this.client.index(uid).addDocuments(documents.map(toMeilisearchDocument), { primaryKey: 'id' }),
      `add documents to ${uid}`,
    );
  }

  async remove(index: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const uid = this.uid(index);
    await this.settle(this.client.index(uid).deleteDocuments(ids), `delete documents from ${uid}`);
  }

  async search<D extends SearchDocument = SearchDocument>(index: string, query: SearchQuery): Promise<SearchResult<D>> {
    const request = toSearchRequest(query);
    const response = await this.client.index(this.uid(index)).search<D, PagedSearchParams>(request.q, request.params);
    return toResult(response, query, request);
  }

  /**
   * One `POST /multi-search` with every query, each mapped as `search` maps it (so each answer is the
   * one `search` would give). Meilisearch refuses the whole request when one query is invalid.
   */
  async searchMany<D extends SearchDocument = SearchDocument>(index: string, queries: SearchQuery[]): Promise<SearchResult<D>[]> {
    if (queries.length === 0) return [];
    const indexUid = this.uid(index);
    const requests = queries.map(toSearchRequest);
    const { results } = await this.client.multiSearch<MultiSearchParams, D>({
      queries: requests.map(({ q, params }) => ({ indexUid, q, ...params })),
    });
    if (results.length !== queries.length) {
      throw new Error(`Meilisearch answered ${results.length} of ${queries.length} queries of a multi-search on ${indexUid}`);
    }
    return results.map((response, i) => toResult(response, queries[i], requests[i]));
  }

  async count(index: string): Promise<number> {
    return (await this.client.index(this.uid(index)).getStats()).numberOfDocuments;
  }

  /**
   * Fills `<uid>_rebuild_<timestamp>` with the settings and every batch, then swaps it with the live
   * index (searches keep hitting the old documents until then) and deletes the old documents' index.
   * Writes made to the live index during the rebuild are lost with it, as with any Meilisearch swap.
   */
  async rebuild(index: string, settings: IndexSettings, batches: AsyncIterable<SearchDocument[]>): Promise<{ documents: number }> {
    const uid = this.uid(index);
    const fresh = `${uid}_rebuild_${Date.now()}`;
    try {
      await this.settle(this.client.createIndex(fresh, { primaryKey: 'id' }), `create ${fresh}`);
      await this.settle(this.client.index(fresh).updateSettings(toMeilisearchSettings(settings)), `update settings of ${fresh}`);
      // Enqueue every batch before waiting: Meilisearch indexes queued additions together.
      const additions: Task['uid'][] = [];
      for await (const batch of batches) {
        if (batch.length > 0)
          additions.push((await this.client.index(fresh).addDocuments(batch.map(toMeilisearchDocument), { primaryKey: 'id' })).taskUid);
      }
      for (const taskUid of additions)
        assertSucceeded(await this.client.tasks.waitForTask(taskUid, this.wait), `add documents to ${fresh}`);
      const { numberOfDocuments } = await this.client.index(fresh).getStats();
      await this.createIfMissing(uid);
      await this.settle(this.client.swapIndexes([{ indexes: [uid, fresh], rename: false }]), `swap ${uid} with ${fresh}`);
      await this.settle(this.client.deleteIndex(fresh), `delete ${fresh}`);
      return { documents: numberOfDocuments };
    } catch (error) {
      await this.client.deleteIndexIfExists(fresh).catch(() => undefined);
      throw error;
    }
  }

  async ping(): Promise<void> {
    await this.client.health();
  }

  async close(): Promise<void> {}

  private uid(index: string): string {
    return `${this.indexPrefix}${index}`;
  }

  private async createIfMissing(uid: string): Promise<void> {
    const task = await this.client.createIndex(uid, { primaryKey: 'id' }).waitTask(this.wait);
    if (task.error?.code !== 'index_already_exists') assertSucceeded(task, `create ${uid}`);
  }

  private async settle(enqueued: EnqueuedTaskPromise, what: string): Promise<Task> {
    return assertSucceeded(await enqueued.waitTask(this.wait), what);
  }
}

function assertSucceeded(task: Task, what: string): Task {
  if (task.status !== 'succeeded') {
    throw new Error(
      `Meilisearch could not ${what}: task ${task.uid} ${task.status}${task.error ? ` (${task.error.code}: ${task.error.message})` : ''}`,
    );
  }
  return task;
}

/** The port's answer from a page of hits: the caller's window of it, the exact total, every requested facet. */
function toResult<D>(response: SearchResponse<D>, query: SearchQuery, { skip, limit }: MeilisearchRequest): SearchResult<D> {
  // page-based pagination always reports the exact total
  if (response.totalHits === undefined) throw new Error('Meilisearch answered a page without its totalHits');
  const distribution = response.facetDistribution ?? {};
  return {
    hits: response.hits.slice(skip, skip + limit).map(withoutEngineFields),
    total: response.totalHits,
    facets: Object.fromEntries((query.facets ?? []).map((facet) => [facet, distribution[facet] ?? {}])),
  };
}

function withoutEngineFields<D>(hit: D): D {
  const document = { ...hit } as Record<string, unknown>;
  for (const field of ENGINE_FIELDS) delete document[field];
  return document as D;
}
