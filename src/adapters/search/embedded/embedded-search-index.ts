import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type {
  IndexSettings,
  SearchDocument,
  SearchIndex,
  SearchQuery,
  SearchResult,
} from '../../../../modules/shared/kernel/search-index.port.ts';
import { Segment } from './segment.ts';

/** Documents indexed between two yields to the event loop while building a segment. */
const BUILD_SLICE = 5_000;

/** Quiet time after the last rebuild before the memory it left is released (see `releaseMemory`). */
const RELEASE_DELAY_MS = 1_000;

export interface EmbeddedSearchIndexOptions {
  /**
   * Compact an index (rebuild its segment from the live documents) once it holds more dead entries,
   * left by replaced and removed documents, than live ones and at least this many. Default 10,000.
   */
  compactAfterDead?: number;
  /**
   * Run once no rebuild has run for a second after one ended, to give the operating system the pages
   * V8 freed while the segment was built: the host passes `releaseFreedHeapPages`. Default: nothing
   * (tests build many small indexes and need no pause for it).
   */
  releaseMemory?: (() => void) | false;
}

type Write = { upsert: SearchDocument[] } | { remove: string[] };

interface LiveIndex {
  segment: Segment;
  /** tail of this index's write queue: writes, settings changes and compactions run one at a time */
  writes: Promise<unknown>;
  /** tail of this index's rebuilds, which run one at a time beside the write queue */
  rebuilds: Promise<unknown>;
  /** while a rebuild runs: the writes made meanwhile, replayed onto its segment before the swap */
  duringRebuild: Write[] | null;
}

/**
 * The in-process SearchIndex: one Segment per index, searched synchronously. Writes are serialized
 * per index; anything that builds a new segment (rebuild, compaction, changed settings) builds it
 * aside while searches keep reading the current one, then swaps the reference.
 */
export class EmbeddedSearchIndex implements SearchIndex {
  private readonly indexes = new Map<string, LiveIndex>();
  private readonly compactAfterDead: number;
  private readonly releaseMemory: (() => void) | false;
  private rebuildsRunning = 0;
  private releaseTimer: NodeJS.Timeout | undefined;

  constructor(options: EmbeddedSearchIndexOptions = {}) {
    this.compactAfterDead = options.compactAfterDead ?? 10_000;
    this.releaseMemory = options.releaseMemory ?? false;
  }

  async ensureIndex(index: string, settings: IndexSettings): Promise<void> {
    const live = this.indexes.get(index);
    if (live === undefined) {
      this.indexes.set(index, newLiveIndex(settings));
      return;
    }
    await this.exclusive(live, async () => {
      if (!sameSettings(live.segment.settings, settings)) live.segment = await build(settings, live.segment.liveDocuments());
    });
  }

  async upsert(index: string, documents: SearchDocument[]): Promise<void> {
    const live = this.live(index);
    await this.exclusive(live, async () => {
      for (const document of documents) live.segment.upsert(document);
      live.duringRebuild?.push({ upsert: documents });
      await this.compactIfWorthIt(live);
    });
  }

  async remove(index: string, ids: string[]): Promise<void> {
    const live = this.live(index);
    await this.exclusive(live, async () => {
      for (const id of ids) live.segment.remove(id);
      live.duringRebuild?.push({ remove: ids });
      await this.compactIfWorthIt(live);
    });
  }

  async search<D extends SearchDocument = SearchDocument>(index: string, query: SearchQuery): Promise<SearchResult<D>> {
    return this.live(index).segment.search<D>(query);
  }

  /**
   * Answers the queries in order, each through `search`. A search runs synchronously to its end, and
   * every one is started before the first await, so all of them read the same segment: no write,
   * rebuild or compaction lands between them, and the answers agree with each other.
   */
  async searchMany<D extends SearchDocument = SearchDocument>(index: string, queries: SearchQuery[]): Promise<SearchResult<D>[]> {
    this.live(index);
    return Promise.all(queries.map((query) => this.search<D>(index, query)));
  }

  async count(index: string): Promise<number> {
    return this.live(index).segment.count;
  }

  /**
   * Builds the new segment beside the live one without holding the write queue: writes made meanwhile
   * go to the live segment at once and are replayed onto the new one just before the swap (in the same
   * synchronous step), so none is lost and `batches` may itself wait on a write to this index (a
   * projection writing inside the transaction whose connection the next batch is read through).
   */
  async rebuild(index: string, settings: IndexSettings, batches: AsyncIterable<SearchDocument[]>): Promise<{ documents: number }> {
    let live = this.indexes.get(index);
    if (live === undefined) {
      live = newLiveIndex(settings);
      this.indexes.set(index, live);
    }
    const target = live;
    const run = target.rebuilds.then(async () => {
      const fresh = new Segment(settings);
      const replay: Write[] = [];
      target.duringRebuild = replay;
      this.rebuildsRunning += 1;
      try {
        const progress = { sinceYield: 0 };
        for await (const batch of batches) await fill(fresh, batch, progress);
        fresh.prepareSortOrders();
        // a write in progress (a compaction may yield) finishes first; then no await until the swap
        await this.exclusive(target, async () => {
          for (const write of replay) {
            if ('upsert' in write) for (const document of write.upsert) fresh.upsert(document);
            else for (const id of write.remove) fresh.remove(id);
          }
          target.segment = fresh;
        });
        return { documents: fresh.count };
      } finally {
        target.duringRebuild = null;
        this.rebuildsRunning -= 1;
        this.scheduleRelease();
      }
    });
    target.rebuilds = run.catch(() => undefined);
    return run;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearTimeout(this.releaseTimer);
    this.releaseTimer = undefined;
    this.indexes.clear();
  }

  /**
   * Building a segment turns over several times its size in short-lived objects; V8 keeps the pages
   * they occupied, so the memory is released once the rebuilds (a reindex runs several) are over.
   */
  private scheduleRelease(): void {
    const release = this.releaseMemory;
    if (release === false) return;
    clearTimeout(this.releaseTimer);
    this.releaseTimer = setTimeout(() => {
      this.releaseTimer = undefined;
      if (this.rebuildsRunning === 0) release();
    }, RELEASE_DELAY_MS);
    this.releaseTimer.unref();
  }

  private live(index: string): LiveIndex {
    const live = this.indexes.get(index);
    if (live === undefined) throw new Error(`search index "${index}" is not declared: call ensureIndex first`);
    return live;
  }

  private exclusive<T>(live: LiveIndex, work: () => Promise<T>): Promise<T> {
    const result = live.writes.then(work);
    live.writes = result.catch(() => undefined);
    return result;
  }

  private async compactIfWorthIt(live: LiveIndex): Promise<void> {
    const { segment } = live;
    if (segment.deadCount >= this.compactAfterDead && segment.deadCount > segment.count) {
      live.segment = await build(segment.settings, segment.liveDocuments());
      this.scheduleRelease();
    }
  }
}

function newLiveIndex(settings: IndexSettings): LiveIndex {
  return { segment: new Segment(settings), writes: Promise.resolve(), rebuilds: Promise.resolve(), duringRebuild: null };
}

async function build(settings: IndexSettings, documents: Iterable<SearchDocument>): Promise<Segment> {
  const segment = new Segment(settings);
  await fill(segment, documents);
  segment.prepareSortOrders();
  return segment;
}

/**
 * Indexes documents into a segment that is not live yet, yielding to the event loop every BUILD_SLICE
 * documents (counted across calls sharing `progress`) so that searches and I/O keep flowing. Its sort
 * orders are built once, by the caller, at the end (a radix sort: see SortOrder): merging them a
 * slice at a time copied every order once per slice, the square of the documents.
 */
async function fill(segment: Segment, documents: Iterable<SearchDocument>, progress = { sinceYield: 0 }): Promise<void> {
  for (const document of documents) {
    segment.upsert(document);
    if (++progress.sinceYield === BUILD_SLICE) {
      progress.sinceYield = 0;
      await yieldToEventLoop();
    }
  }
}

function sameSettings(a: IndexSettings, b: IndexSettings): boolean {
  const canonical = (s: IndexSettings) => JSON.stringify([s.searchable, s.filterable, s.sortable, s.facets, s.geo ?? false]);
  return canonical(a) === canonical(b);
}
