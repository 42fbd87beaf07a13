import type {
  GeoBoundingBox,
  GeoPoint,
  GeoRadius,
  IndexSettings,
  SearchDocument,
  SearchQuery,
  SearchResult,
  SortSpec,
} from '../../../../modules/shared/kernel/search-index.port.ts';
import { polygonContains, polygonReach } from '../../../../modules/shared/kernel/geo-polygon.ts';
import { Column } from './columns.ts';
import { DocumentStore } from './document-store.ts';
import { GridTallies } from './grid-tallies.ts';
import { TextIndex } from './text-index.ts';
import { parseQuery, tokenizeValue, type ParsedQuery } from './tokenizer.ts';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;
const EARTH_RADIUS_METERS = 6_371_000;
/**
 * A sorted query takes its page from the sort column's kept order when at least 1/WALK_SHARE of the
 * documents match: the walk meets about k * WALK_SHARE ordinals, against a selection over every match.
 */
const WALK_SHARE = 16;
/** A query without text or area is answered from the documents its filters leave out when they are at most 1/FEW_LEFT_OUT of all. */
const FEW_LEFT_OUT = 8;
/** Candidates from a geo area's grid cells are grouped by ordinal (see groupNearby) from this many on. */
const NEARBY_ORDER_FROM = 2048;
/** log2 of the ordinals per group in groupNearby */
const NEARBY_SHIFT = 8;

type Compare = (a: number, b: number) => number;
type Filter = NonNullable<SearchQuery['filters']>[number];
/** a filter, its column, and how many live documents hold its values when the column knows (see Column.liveCountOf) */
type FilterEntry = { filter: Filter; column: Column; liveCount: number | null };

/**
 * One index's documents and the structures that answer its queries. Each document gets an ordinal
 * (its row in every column and posting list) in insertion order; replacing or removing a document
 * leaves a dead ordinal behind, skipped by queries until the owner compacts by building a new segment.
 */
export class Segment {
  readonly settings: IndexSettings;
  private readonly text = new TextIndex();
  private readonly columns = new Map<string, Column>();
  /** the documents themselves, serialized out of the heap: materialised only for the hits returned */
  private readonly documents = new DocumentStore();
  private readonly ids: string[] = [];
  private readonly ordinalById = new Map<string, number>();
  private alive = new Uint8Array(1024);
  private lat = new Float64Array(1024).fill(NaN);
  private lng = new Float64Array(1024).fill(NaN);
  /** geo grid: per 1° × 1° cell, the ordinals placed in it (dead ones included: queries skip them) */
  private readonly cells = new Map<number, number[]>();
  /** per grid cell, its live documents and their facet values (see searchBoxByCells); null without geo */
  private readonly grid: GridTallies | null;
  private size = 0;
  /** candidate ordinals of the running query, reused across queries */
  private scratch = new Int32Array(0);
  /** per ordinal, whether the running query kept it (see countFacets and top), reused across queries: all 0 between uses */
  private marks = new Uint8Array(0);
  /**
   * The live documents the last text matched, and their ranks (the text index's buffer, valid until its
   * next match): a search page asks the same text once per disjunctive facet. Dropped on every write.
   */
  private lastTextMatch: { key: string; matched: Int32Array; rank: Uint16Array } | null = null;
  /** groupNearby's output before it is copied back, reused across queries */
  private sortScratch = new Int32Array(0);
  /** primary sort keys of the running query's candidates and a copy to select in, reused across queries */
  private keyScratch: [Float64Array, Float64Array] = [new Float64Array(0), new Float64Array(0)];

  constructor(settings: IndexSettings) {
    this.settings = settings;
    for (const field of new Set([...settings.filterable, ...settings.facets, ...settings.sortable])) {
      this.columns.set(field, new Column());
    }
    this.grid = settings.geo ? new GridTallies(settings.facets.map((field) => this.columns.get(field)!)) : null;
  }

  get count(): number {
    return this.ordinalById.size;
  }

  get deadCount(): number {
    return this.size - this.ordinalById.size;
  }

  *liveDocuments(): Generator<SearchDocument> {
    yield* this.documents.live();
  }

  upsert(document: SearchDocument): void {
    if (typeof document.id !== 'string' || document.id === '') throw new Error('a search document needs a non-empty string id');
    this.remove(document.id);
    this.lastTextMatch = null;
    const ordinal = this.size++;
    if (ordinal >= this.alive.length) this.grow();
    const stored = document;
    this.documents.add(ordinal, stored);
    this.ids[ordinal] = stored.id;
    this.ordinalById.set(stored.id, ordinal);
    this.alive[ordinal] = 1;
    if (this.settings.geo && stored._geo) {
      this.lat[ordinal] = Number(stored._geo.lat);
      this.lng[ordinal] = Number(stored._geo.lng);
      const cell = cellOf(this.lat[ordinal], this.lng[ordinal]);
      if (cell !== null) {
        const placed = this.cells.get(cell);
        if (placed === undefined) this.cells.set(cell, [ordinal]);
        else placed.push(ordinal);
      }
    }
    this.settings.searchable.forEach((field, position) => this.text.add(ordinal, position, tokenizeValue(stored[field])));
    for (const [field, column] of this.columns) column.set(ordinal, stored[field]);
    const cell = cellOf(this.lat[ordinal], this.lng[ordinal]);
    if (cell !== null) this.grid?.add(cell, ordinal, 1);
  }

  remove(id: string): void {
    const ordinal = this.ordinalById.get(id);
    if (ordinal === undefined) return;
    this.lastTextMatch = null;
    this.ordinalById.delete(id);
    this.alive[ordinal] = 0;
    this.documents.remove(ordinal);
    const cell = cellOf(this.lat[ordinal], this.lng[ordinal]);
    if (cell !== null) this.grid?.add(cell, ordinal, -1);
    for (const column of this.columns.values()) column.unset(ordinal);
  }

  search<D extends SearchDocument>(query: SearchQuery): SearchResult<D> {
    const filters = (query.filters ?? []).map((filter): FilterEntry => {
      const column = this.column(filter.field, 'filter');
      const values = 'in' in filter ? filter.in : 'notIn' in filter ? filter.notIn : null;
      return { filter, column, liveCount: values === null ? null : column.liveCountOf(values) };
    });
    const facets = (query.facets ?? []).map((field) => ({ field, column: this.column(field, 'facet') }));
    const sortKeys = (query.sort ?? []).map(({ field, direction }) => this.column(field, 'sort').comparator(direction));
    if ((query.boundingBox || query.radius || query.polygon) && !this.settings.geo)
      throw new Error('geo search needs an index declared with geo: true');
    const offset = Math.max(0, Math.trunc(query.offset ?? 0));
    const limit = Math.min(MAX_LIMIT, Math.max(0, Math.trunc(query.limit ?? DEFAULT_LIMIT)));

    const area = geoArea(query);
    const parsed = parseQuery(query.text ?? '');
    // a range filter runs in the same pass as the listing of every live document, when the query comes to that
    const picker = { ...this.equalityPlan(filters), scanRange: filters.find((entry) => 'range' in entry.filter) ?? null };
    const k = offset + limit;

    if (parsed.words.length === 0) {
      const checked = filters.filter((entry) => !picker.done.has(entry));
      const compare = this.compareBy(sortKeys, null);
      const answered =
        area === null
          ? this.searchMostMatching<D>(checked, facets, query.sort ?? [], offset, k, compare)
          : query.boundingBox && !query.polygon
            ? this.searchBoxByCells<D>(checked, area, query.boundingBox, facets, query.sort ?? [], offset, k, compare)
            : null;
      if (answered !== null) return answered;
    }

    const { ordinals, rank, inBox } = this.candidates(parsed, area, query.boundingBox, picker);
    const fromEveryDocument = rank === null && area === null;
    let count = ordinals.length;
    // the filters that keep fewest run first, so the later ones check fewer candidates
    for (const entry of [...filters].sort((a, b) => this.keptShare(a) - this.keptShare(b))) {
      if (picker.done.has(entry)) continue;
      const { filter, column } = entry;
      if ('in' in filter) count = column.keepEqual(ordinals, count, filter.in);
      else if ('notIn' in filter) count = column.keepEqual(ordinals, count, filter.notIn, { negate: true });
      else count = column.keepInRange(ordinals, count, filter.range);
    }
    if (query.boundingBox && !inBox) count = this.keepInBox(ordinals, count, query.boundingBox);
    if (query.radius) count = this.keepInRadius(ordinals, count, query.radius);
    if (query.polygon) count = this.keepInPolygon(ordinals, count, query.polygon);

    return {
      hits: this.top(ordinals, count, k, query.sort ?? [], sortKeys, rank)
        .slice(offset)
        .map((ordinal) => this.documents.get(ordinal) as D),
      total: count,
      facets: this.countFacets(facets, ordinals, count, fromEveryDocument),
    };
  }

  /**
   * A query without text or geo area whose filters leave out few documents (the plain search page:
   * every listing but the few not active) is answered from what they leave out, without a list of
   * the matches: the total and facet counts are the live ones less theirs, the page is walked from
   * the sort column's kept order. Null when the filters are not such, or the sort has no kept order.
   */
  private searchMostMatching<D extends SearchDocument>(
    checked: FilterEntry[],
    facets: Array<{ field: string; column: Column }>,
    sort: readonly SortSpec[],
    offset: number,
    k: number,
    compare: Compare,
  ): SearchResult<D> | null {
    if (!this.pageWalkable(sort, k) || !this.leaveFewOut(checked)) return null;
    return this.withLeftOutMarked(checked, (leftOut, marks) => {
      const { alive } = this;
      const excluded = Int32Array.from(leftOut);
      return {
        hits: this.walkPage<D>(sort, offset, k, (ordinal) => alive[ordinal] === 1 && marks[ordinal] === 0, compare),
        total: this.count - leftOut.length,
        facets: Object.fromEntries(
          facets.map(({ field, column }) => [
            field,
            excluded.length === 0 ? column.countLiveValues() : column.countValuesExcept(excluded, excluded.length),
          ]),
        ),
      };
    });
  }

  /**
   * A geo box without text whose filters leave out few documents (the search page or its map with no
   * other filter than the active listings) takes its total and facet counts for the grid cells it
   * holds whole from their tallies, less the few left out, and visits only the documents of the
   * cells on its edges; its page is walked from the sort column's kept order. Null when the filters
   * are not such, a facet has no tallies (it is not one of the index's facets), or the page is not
   * worth walking for (see top).
   */
  private searchBoxByCells<D extends SearchDocument>(
    checked: FilterEntry[],
    area: Area,
    box: GeoBoundingBox,
    facets: Array<{ field: string; column: Column }>,
    sort: readonly SortSpec[],
    offset: number,
    k: number,
    compare: Compare,
  ): SearchResult<D> | null {
    const { grid, alive, lat, lng } = this;
    const tallied = facets.map(({ field }) => this.settings.facets.indexOf(field));
    if (grid === null || tallied.includes(-1) || !this.pageWalkable(sort, k) || !this.leaveFewOut(checked)) return null;
    return this.withLeftOutMarked(checked, (leftOut, marks) => {
      const cells = this.cellsOf(area, box);
      const whole = cells.ids.filter((_, c) => !cells.tested[c]);
      const edges = cells.lists.filter((_, c) => cells.tested[c]);
      if (this.scratch.length < this.size) this.scratch = new Int32Array(this.alive.length);
      const onEdges = this.scratch;
      const placed = this.inCells({ ids: [], lists: edges, tested: edges.map(() => true), placed: 0, box }, onEdges);
      let kept = 0;
      for (let i = 0; i < placed; i++) if (marks[onEdges[i]] === 0) onEdges[kept++] = onEdges[i];
      const wholeCells = new Set(whole);
      const inBox = pinInBox(lat, lng, box);
      const leftOutInWhole = Int32Array.from(
        leftOut.filter((ordinal) => inBox(ordinal) && wholeCells.has(cellOf(lat[ordinal], lng[ordinal])!)),
      );
      const total = whole.reduce((sum, cell) => sum + grid.live(cell), 0) - leftOutInWhole.length + kept;
      if (k > 0 && total * WALK_SHARE < this.count) return null;
      return {
        hits: this.walkPage<D>(sort, offset, k, (ordinal) => alive[ordinal] === 1 && marks[ordinal] === 0 && inBox(ordinal), compare),
        total,
        facets: Object.fromEntries(
          facets.map(({ field, column }, f) => [
            field,
            column.countValuesAdding(
              whole.map((cell) => grid.codes(cell, tallied[f])),
              onEdges.subarray(0, kept),
              leftOutInWhole,
            ),
          ]),
        ),
      };
    });
  }

  /** The matches from `offset` to `k` in query order, walked from the kept order of the sort's first column among the documents `accept` keeps. */
  private walkPage<D extends SearchDocument>(
    sort: readonly SortSpec[],
    offset: number,
    k: number,
    accept: (ordinal: number) => boolean,
    compare: Compare,
  ): D[] {
    const top = k === 0 ? [] : this.topInKeptOrder(sort, k, accept, compare)!;
    return top.slice(offset).map((ordinal) => this.documents.get(ordinal) as D);
  }

  /** Whether a page of `k` can be walked from the kept order of the sort's first column (always, when no page is asked). */
  private pageWalkable(sort: readonly SortSpec[], k: number): boolean {
    return k === 0 || (sort.length > 0 && this.columns.get(sort[0].field)!.numericSortKeys() !== null);
  }

  /** Whether the equality filters `checked` leave out at most 1/FEW_LEFT_OUT of the live documents, as their postings tell without a scan. */
  private leaveFewOut(checked: FilterEntry[]): boolean {
    let leftOutLive = 0;
    for (const { filter, liveCount } of checked) {
      if (liveCount === null || 'range' in filter) return false;
      leftOutLive += 'in' in filter ? this.count - liveCount : liveCount;
    }
    return leftOutLive * FEW_LEFT_OUT <= this.count;
  }

  /** Answers with the live ordinals the equality filters `checked` leave out, each marked in `marks`, and clears the marks after. */
  private withLeftOutMarked<T>(checked: FilterEntry[], answer: (leftOut: number[], marks: Uint8Array) => T): T {
    const { alive } = this;
    if (this.marks.length < this.size) this.marks = new Uint8Array(this.alive.length);
    const marks = this.marks;
    const leftOut: number[] = [];
    const leaveOut = (ordinal: number) => {
      if (alive[ordinal] === 1 && marks[ordinal] === 0) {
        marks[ordinal] = 1;
        leftOut.push(ordinal);
      }
    };
    for (const { filter, column } of checked) {
      if ('in' in filter) column.forEachLeftOut(filter.in, false, leaveOut);
      else if ('notIn' in filter) column.forEachLeftOut(filter.notIn, true, leaveOut);
    }
    try {
      return answer(leftOut, marks);
    } finally {
      for (const ordinal of leftOut) marks[ordinal] = 0;
    }
  }

  /** Builds or brings up to date the kept order of every numeric sort column, so that no query pays for it. */
  prepareSortOrders(): void {
    for (const field of this.settings.sortable) this.columns.get(field)?.prepareSortOrder(this.size, this.alive);
  }

  /**
   * The first `k` matches in query order. When they are many and the order starts with a numeric
   * column, by walking that column's kept order (see SortOrder) until k of them are met; otherwise
   * by selection among all of them (selectTop).
   */
  private top(
    ordinals: Int32Array,
    count: number,
    k: number,
    sort: readonly SortSpec[],
    sortKeys: Compare[],
    rank: Uint16Array | null,
  ): number[] {
    if (k > 0 && count > k && count * WALK_SHARE >= this.count) {
      if (this.marks.length < this.size) this.marks = new Uint8Array(this.alive.length);
      const marks = this.marks;
      for (let i = 0; i < count; i++) marks[ordinals[i]] = 1;
      const top = this.topInKeptOrder(sort, k, (ordinal) => marks[ordinal] === 1, this.compareBy(sortKeys, rank));
      for (let i = 0; i < count; i++) marks[ordinals[i]] = 0;
      if (top !== null) return top;
    }
    if (this.keyScratch[0].length < count) this.keyScratch = [new Float64Array(this.alive.length), new Float64Array(this.alive.length)];
    return selectTop(ordinals, count, k, this.compareBy(sortKeys, rank), this.primaryKey(sort, rank), this.keyScratch);
  }

  /** The first `k` ordinals that `accepts` takes, in `compare` order, from the kept order of the first sort column; null without one. */
  private topInKeptOrder(sort: readonly SortSpec[], k: number, accepts: (ordinal: number) => boolean, compare: Compare): number[] | null {
    if (sort.length === 0) return null;
    const chosen = this.columns.get(sort[0].field)!.candidatesForTop(this.size, this.alive, sort[0].direction, k, accepts);
    if (chosen === null) return null;
    return chosen.length <= 4 * k ? chosen.sort(compare).slice(0, k) : heapTop(Int32Array.from(chosen), chosen.length, k, compare);
  }

  /**
   * Facet counts over the matches. When they were picked from every document and are most of them,
   * the counts are the live totals minus the documents the filters left out.
   */
  private countFacets(facets: Array<{ field: string; column: Column }>, ordinals: Int32Array, count: number, fromEveryDocument: boolean) {
    if (facets.length === 0) return {};
    // the candidates are distinct live ordinals: as many as the live documents are all of them
    if (count === this.count) return Object.fromEntries(facets.map(({ field, column }) => [field, column.countLiveValues()]));
    if (!fromEveryDocument || count * 2 < this.count)
      return Object.fromEntries(facets.map(({ field, column }) => [field, column.countValues(ordinals, count)]));
    const { alive, size } = this;
    if (this.marks.length < size) this.marks = new Uint8Array(this.alive.length);
    const marks = this.marks;
    for (let k = 0; k < count; k++) marks[ordinals[k]] = 1;
    const excluded = new Int32Array(this.count - count);
    let left = 0;
    for (let ordinal = 0; ordinal < size && left < excluded.length; ordinal++)
      if (alive[ordinal] === 1 && marks[ordinal] === 0) excluded[left++] = ordinal;
    for (let k = 0; k < count; k++) marks[ordinals[k]] = 0;
    return Object.fromEntries(facets.map(({ field, column }) => [field, column.countValuesExcept(excluded, left)]));
  }

  /** The share of documents a filter keeps, as far as the columns know without a scan (a range: one half). */
  private keptShare({ filter, liveCount }: FilterEntry): number {
    if (liveCount === null || this.count === 0) return 0.5;
    return 'in' in filter ? liveCount / this.count : 1 - liveCount / this.count;
  }

  /**
   * Which equality filters need no scan: one every live document passes (listings always ask for the
   * active ones, which most are) does nothing, and the most selective of the others, when it keeps
   * under a quarter of the documents, can pick the candidates from its postings instead of a scan of
   * every document (used only when the query has neither text nor a geo area; see candidates).
   */
  private equalityPlan(filters: FilterEntry[]): { done: Set<FilterEntry>; candidatesFrom: FilterEntry | null } {
    const done = new Set<FilterEntry>();
    let best: { entry: FilterEntry; count: number } | null = null;
    for (const entry of filters) {
      const count = entry.liveCount;
      if (!('in' in entry.filter) || count === null) continue;
      if (count === this.count) done.add(entry);
      else if (best === null || count < best.count) best = { entry, count };
    }
    return { done, candidatesFrom: best !== null && best.count * 4 < this.count ? best.entry : null };
  }

  /**
   * Live ordinals matching the text, with their text rank if any. Without text: every live ordinal,
   * or, when the query has a geo area, those in the grid cells the area touches (the exact geo
   * filters run afterwards), or else those of a selective equality filter's postings (which the
   * filter then need not check again: it joins `done`); every live ordinal within a range filter's
   * bounds, when the query has one, in the same pass (that filter joins `done` too).
   */
  private candidates(
    query: ParsedQuery,
    area: Area | null,
    box: GeoBoundingBox | undefined,
    plan: { done: Set<FilterEntry>; candidatesFrom: FilterEntry | null; scanRange: FilterEntry | null },
  ): { ordinals: Int32Array; rank: Uint16Array | null; inBox: boolean } {
    const { alive } = this;
    if (query.words.length === 0) {
      if (this.scratch.length < this.size) this.scratch = new Int32Array(this.alive.length);
      const ordinals = this.scratch;
      let count = 0;
      const selective = plan.candidatesFrom;
      const cells = area !== null && this.settings.geo ? this.cellsOf(area, box) : null;
      // a selective filter's postings, when they hold fewer documents than the area's cells (a wide map view of one category)
      if (selective !== null && 'in' in selective.filter && (cells === null || selective.liveCount! < cells.placed)) {
        const written = selective.column.ordinalsWith(selective.filter.in, ordinals);
        for (let k = 0; k < written; k++) if (alive[ordinals[k]] === 1) ordinals[count++] = ordinals[k];
        plan.done.add(selective);
      } else if (cells !== null) {
        count = this.inCells(cells, ordinals);
        return { ordinals: ordinals.subarray(0, count), rank: null, inBox: box !== undefined };
      } else {
        const range = plan.scanRange;
        const inRange =
          range !== null && 'range' in range.filter ? range.column.liveInRange(alive, this.size, range.filter.range, ordinals) : null;
        if (range !== null && inRange !== null) {
          count = inRange;
          plan.done.add(range);
        } else {
          for (let ordinal = 0; ordinal < this.size; ordinal++) if (alive[ordinal] === 1) ordinals[count++] = ordinal;
        }
      }
      return { ordinals: ordinals.subarray(0, count), rank: null, inBox: false };
    }
    const key = `${query.lastIsPrefix}:${query.words.join(' ')}`;
    if (this.lastTextMatch?.key === key) {
      const { matched, rank } = this.lastTextMatch;
      if (this.scratch.length < this.size) this.scratch = new Int32Array(this.alive.length);
      this.scratch.set(matched);
      return { ordinals: this.scratch.subarray(0, matched.length), rank, inBox: false };
    }
    const matches = this.text.match(query, this.size);
    const ordinals = matches.ordinals;
    let count = 0;
    for (let k = 0; k < ordinals.length; k++) if (alive[ordinals[k]] === 1) ordinals[count++] = ordinals[k];
    this.lastTextMatch = { key, matched: ordinals.slice(0, count), rank: matches.rank };
    return { ordinals: ordinals.subarray(0, count), rank: matches.rank, inBox: false };
  }

  /** The ordinal lists of the grid cells `area` touches, whether each needs its pins tested against `box`, and how many ordinals they hold. */
  private cellsOf(area: Area, box: GeoBoundingBox | undefined): AreaCells {
    const ids: number[] = [];
    const lists: number[][] = [];
    const tested: boolean[] = [];
    let placed = 0;
    for (const cell of cellsOf(area)) {
      const list = this.cells.get(cell);
      if (list === undefined) continue;
      ids.push(cell);
      lists.push(list);
      tested.push(box !== undefined && !cellInside(cell, box));
      placed += list.length;
    }
    return { ids, lists, tested, placed, box };
  }

  /**
   * Writes the live ordinals of the cells into `ordinals` and answers how many; given a box, only
   * those in it: a cell wholly inside the box needs no test of its pins. Many of them come out grouped
   * by ordinal (see groupNearby), so that the filters and facet counts after read their columns nearly
   * in memory order rather than at random.
   */
  private inCells({ lists, tested, box }: AreaCells, ordinals: Int32Array): number {
    const { alive } = this;
    const inBox = box === undefined ? () => true : pinInBox(this.lat, this.lng, box);
    let count = 0;
    lists.forEach((placed, l) => {
      if (!tested[l]) {
        for (let k = 0; k < placed.length; k++) if (alive[placed[k]] === 1) ordinals[count++] = placed[k];
      } else {
        for (let k = 0; k < placed.length; k++) if (alive[placed[k]] === 1 && inBox(placed[k])) ordinals[count++] = placed[k];
      }
    });
    if (count >= NEARBY_ORDER_FROM) this.groupNearby(ordinals, count);
    return count;
  }

  /**
   * Reorders ordinals so that those close to each other come together: a counting sort by ordinal / 256,
   * two passes over them. The columns are then read a few hundred bytes at a time instead of at random.
   */
  private groupNearby(ordinals: Int32Array, count: number): void {
    const groups = (this.size >> NEARBY_SHIFT) + 1;
    const starts = new Int32Array(groups + 1);
    for (let k = 0; k < count; k++) starts[(ordinals[k] >> NEARBY_SHIFT) + 1]++;
    for (let g = 0; g < groups; g++) starts[g + 1] += starts[g];
    if (this.sortScratch.length < count) this.sortScratch = new Int32Array(this.alive.length);
    const sorted = this.sortScratch;
    for (let k = 0; k < count; k++) sorted[starts[ordinals[k] >> NEARBY_SHIFT]++] = ordinals[k];
    ordinals.set(sorted.subarray(0, count));
  }

  /** What decides the order first, as numbers (see PrimaryKey), when it is numeric. */
  private primaryKey(sort: readonly SortSpec[], rank: Uint16Array | null): PrimaryKey | null {
    if (sort.length > 0) {
      const values = this.columns.get(sort[0].field)!.numericSortKeys();
      return values === null ? null : { values, sign: sort[0].direction === 'asc' ? 1 : -1 };
    }
    return rank === null ? null : { values: rank, sign: 1 };
  }

  /** Sort keys first, then text relevance, then id. */
  private compareBy(sortKeys: Compare[], rank: Uint16Array | null): Compare {
    const { ids } = this;
    return (a, b) => {
      for (const compare of sortKeys) {
        const order = compare(a, b);
        if (order !== 0) return order;
      }
      if (rank !== null && rank[a] !== rank[b]) return rank[a] - rank[b];
      return ids[a] < ids[b] ? -1 : ids[a] > ids[b] ? 1 : 0;
    };
  }

  private keepInBox(ordinals: Int32Array, count: number, box: GeoBoundingBox): number {
    const inBox = pinInBox(this.lat, this.lng, box);
    let kept = 0;
    for (let k = 0; k < count; k++) if (inBox(ordinals[k])) ordinals[kept++] = ordinals[k];
    return kept;
  }

  private keepInRadius(ordinals: Int32Array, count: number, { center, radiusMeters }: GeoRadius): number {
    const { lat, lng } = this;
    // Cheap latitude band first: most documents of a large index are far away.
    const maxLatDelta = (radiusMeters / EARTH_RADIUS_METERS) * (180 / Math.PI);
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const ordinal = ordinals[k];
      if (!(Math.abs(lat[ordinal] - center.lat) <= maxLatDelta)) continue;
      if (haversineMeters(center.lat, center.lng, lat[ordinal], lng[ordinal]) <= radiusMeters) ordinals[kept++] = ordinal;
    }
    return kept;
  }

  private keepInPolygon(ordinals: Int32Array, count: number, polygon: GeoPoint[]): number {
    const { lat, lng } = this;
    const { south, north, west, east } = polygonReach(polygon);
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const ordinal = ordinals[k];
      const y = lat[ordinal];
      const x = lng[ordinal];
      // its bounds first: most candidates of the cells on its edges are outside them
      if (!(y >= south && y <= north && x >= west && x <= east)) continue;
      if (polygonContains(polygon, y, x)) ordinals[kept++] = ordinal;
    }
    return kept;
  }

  private column(field: string, use: 'filter' | 'facet' | 'sort'): Column {
    const { filterable, facets, sortable } = this.settings;
    const declared = use === 'sort' ? sortable.includes(field) : filterable.includes(field) || facets.includes(field);
    const column = this.columns.get(field);
    if (!declared || column === undefined)
      throw new Error(`attribute "${field}" is not declared ${use === 'sort' ? 'sortable' : 'filterable'}`);
    return column;
  }

  private grow(): void {
    const capacity = this.alive.length * 2;
    const alive = new Uint8Array(capacity);
    alive.set(this.alive);
    const lat = new Float64Array(capacity).fill(NaN);
    lat.set(this.lat);
    const lng = new Float64Array(capacity).fill(NaN);
    lng.set(this.lng);
    this.alive = alive;
    this.lat = lat;
    this.lng = lng;
  }
}

/**
 * The first key of an order as numbers: `sign * values[ordinal]`, lower first, NaN (no value) last.
 * Two ordinals with different keys are in key order; equal keys leave it to the full comparison.
 */
interface PrimaryKey {
  /** a numeric sort column, or the text ranks */
  values: Float64Array | Uint16Array;
  sign: 1 | -1;
}

/**
 * The `k` first ordinals in `compare` order, sorted. With a primary key: the k-th smallest key by
 * quickselect, then only the candidates at or under it are compared, O(n) whatever order the
 * candidates come in (ordinals follow insertion, often the very order a sort asks for, the worst
 * case of a heap). Without: a bounded max-heap, O(n log k).
 */
function selectTop(
  ordinals: Int32Array,
  count: number,
  k: number,
  compare: Compare,
  primary: PrimaryKey | null,
  buffers: [Float64Array, Float64Array],
): number[] {
  if (k <= 0) return [];
  if (count <= k) return Array.from(ordinals.subarray(0, count)).sort(compare);
  if (primary === null) return heapTop(ordinals, count, k, compare);
  const [keys, work] = buffers;
  fillKeys(keys, ordinals, count, primary);
  work.set(keys.subarray(0, count));
  const threshold = kthSmallest(work, count, k - 1);
  let kept = 0;
  for (let i = 0; i < count; i++) if (keys[i] <= threshold) kept++;
  const chosen = new Int32Array(kept);
  kept = 0;
  for (let i = 0; i < count; i++) if (keys[i] <= threshold) chosen[kept++] = ordinals[i];
  // Many ties at the threshold (say, documents without the value) are left to the heap.
  return kept <= 4 * k ? Array.from(chosen).sort(compare).slice(0, k) : heapTop(chosen, kept, k, compare);
}

/** `sign * value` per candidate, NaN (no value) as +Infinity; one loop per array type keeps each loop monomorphic. */
function fillKeys(keys: Float64Array, ordinals: Int32Array, count: number, { values, sign }: PrimaryKey): void {
  if (values instanceof Float64Array) {
    for (let i = 0; i < count; i++) {
      const key = sign * values[ordinals[i]];
      keys[i] = key === key ? key : Infinity;
    }
  } else {
    for (let i = 0; i < count; i++) keys[i] = sign * values[ordinals[i]];
  }
}

/** The value that would sit at `index` if the first `length` values were sorted (Hoare's quickselect; reorders them). */
function kthSmallest(values: Float64Array, length: number, index: number): number {
  let low = 0;
  let high = length - 1;
  while (low < high) {
    // median of three: sorted input, common here, stays linear
    const middle = (low + high) >>> 1;
    const pivot = median(values[low], values[middle], values[high]);
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        const swap = values[i];
        values[i] = values[j];
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (index <= j) high = j;
    else if (index >= i) low = i;
    else return values[index];
  }
  return values[index];
}

function median(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
}

function heapTop(ordinals: Int32Array, count: number, k: number, compare: Compare): number[] {
  const heap: number[] = [];
  for (let i = 0; i < count; i++) {
    const ordinal = ordinals[i];
    if (heap.length < k) {
      heap.push(ordinal);
      siftUp(heap, heap.length - 1, compare);
    } else if (compare(ordinal, heap[0]) < 0) {
      heap[0] = ordinal;
      siftDown(heap, 0, compare);
    }
  }
  return heap.sort(compare);
}

// The heap's root is its worst element, so one comparison rejects most candidates.
function siftUp(heap: number[], index: number, compare: Compare): void {
  while (index > 0) {
    const parent = (index - 1) >> 1;
    if (compare(heap[index], heap[parent]) <= 0) return;
    [heap[index], heap[parent]] = [heap[parent], heap[index]];
    index = parent;
  }
}

function siftDown(heap: number[], index: number, compare: Compare): void {
  for (;;) {
    const left = 2 * index + 1;
    const right = left + 1;
    let worst = index;
    if (left < heap.length && compare(heap[left], heap[worst]) > 0) worst = left;
    if (right < heap.length && compare(heap[right], heap[worst]) > 0) worst = right;
    if (worst === index) return;
    [heap[index], heap[worst]] = [heap[worst], heap[index]];
    index = worst;
  }
}

/** The grid cells of an area: see Segment.cellsOf. */
interface AreaCells {
  ids: number[];
  lists: number[][];
  tested: boolean[];
  placed: number;
  box: GeoBoundingBox | undefined;
}

/**
 * A query's geo area as a box: its bounding box, else the box around its radius's circle, else its
 * polygon's bounds. The other areas it has are tested exactly on the candidates (see search).
 */
interface Area {
  south: number;
  north: number;
  west: number;
  east: number;
}

function geoArea(query: SearchQuery): Area | null {
  if (query.boundingBox) {
    const { northEast, southWest } = query.boundingBox;
    return { south: southWest.lat, north: northEast.lat, west: southWest.lng, east: northEast.lng };
  }
  if (query.radius) {
    const { center, radiusMeters } = query.radius;
    const latDelta = (radiusMeters / EARTH_RADIUS_METERS) * (180 / Math.PI);
    const south = center.lat - latDelta;
    const north = center.lat + latDelta;
    // near a pole, or wider than the world: every longitude
    const widest = Math.max(Math.abs(south), Math.abs(north));
    const lngDelta = widest >= 89 ? 180 : latDelta / Math.cos((widest * Math.PI) / 180);
    if (lngDelta >= 180) return { south, north, west: -180, east: 180 };
    return { south, north, west: wrapLongitude(center.lng - lngDelta), east: wrapLongitude(center.lng + lngDelta) };
  }
  if (query.polygon) return polygonReach(query.polygon);
  return null;
}

/** Whether the pin of an ordinal is in the box (its bounds included); a box whose west is east of its east crosses the antimeridian. */
function pinInBox(lat: Float64Array, lng: Float64Array, { southWest, northEast }: GeoBoundingBox): (ordinal: number) => boolean {
  const { lat: south, lng: west } = southWest;
  const { lat: north, lng: east } = northEast;
  const crossesAntimeridian = west > east;
  return (ordinal) => {
    const y = lat[ordinal];
    const x = lng[ordinal];
    return y >= south && y <= north && (crossesAntimeridian ? x >= west || x <= east : x >= west && x <= east);
  };
}

function wrapLongitude(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

const GRID_COLUMNS = 360;

/** Whether every point a grid cell can hold is in the box (its bounds included). */
function cellInside(cell: number, { southWest, northEast }: GeoBoundingBox): boolean {
  const south = Math.floor(cell / GRID_COLUMNS) - 90;
  const west = (cell % GRID_COLUMNS) - 180;
  if (!(southWest.lat <= south && south + 1 <= northEast.lat)) return false;
  return southWest.lng <= northEast.lng
    ? southWest.lng <= west && west + 1 <= northEast.lng
    : west >= southWest.lng || west + 1 <= northEast.lng;
}

/** The 1° × 1° grid cell of a point, null when it is not a valid coordinate. */
function cellOf(lat: number, lng: number): number | null {
  if (!(lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180)) return null;
  return gridRow(lat) * GRID_COLUMNS + gridColumn(lng);
}

const gridRow = (lat: number) => Math.min(179, Math.max(0, cellIndex(lat, 90)));
const gridColumn = (lng: number) => Math.min(GRID_COLUMNS - 1, Math.max(0, cellIndex(lng, 180)));

/** `floor(value + offset)`, one lower where the sum rounded up to the next whole degree (`-5e-324 + 180` is 180):
 * a cell's points never lie west or south of it, which a cell wholly inside a box is counted on. */
function cellIndex(value: number, offset: number): number {
  const index = Math.floor(value + offset);
  return index - offset > value ? index - 1 : index;
}

/** Every grid cell a box touches; a box whose west is east of its east crosses the antimeridian. */
function* cellsOf({ south, north, west, east }: Area): Generator<number> {
  if (!(south <= north)) return;
  const [first, last] = [gridColumn(west), gridColumn(east)];
  // across the antimeridian: two spans, or every column when they meet in one cell
  const columns: Array<[number, number]> =
    west <= east
      ? [[first, last]]
      : first <= last
        ? [[0, GRID_COLUMNS - 1]]
        : [
            [first, GRID_COLUMNS - 1],
            [0, last],
          ];
  for (let row = gridRow(south); row <= gridRow(north); row++) {
    for (const [from, to] of columns) {
      for (let column = from; column <= to; column++) yield row * GRID_COLUMNS + column;
    }
  }
}

function haversineMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRadians = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRadians;
  const dLng = (lng2 - lng1) * toRadians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRadians) * Math.cos(lat2 * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
