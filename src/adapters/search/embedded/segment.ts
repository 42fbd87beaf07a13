import type {
  GeoBoundingBox,
  GeoRadius,
  IndexSettings,
  SearchDocument,
  SearchQuery,
  SearchResult,
} from '../../../../modules/shared/kernel/search-index.port.ts';
import { Column } from './columns.ts';
import { TextIndex } from './text-index.ts';
import { parseQuery, tokenizeValue } from './tokenizer.ts';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 1000;
const EARTH_RADIUS_METERS = 6_371_000;

type Compare = (a: number, b: number) => number;

/**
 * One index's documents and the structures that answer its queries. Each document gets an ordinal
 * (its row in every column and posting list) in insertion order; replacing or removing a document
 * leaves a dead ordinal behind, skipped by queries until the owner compacts by building a new segment.
 */
export class Segment {
  readonly settings: IndexSettings;
  private readonly text = new TextIndex();
  private readonly columns = new Map<string, Column>();
  private readonly documents: (SearchDocument | undefined)[] = [];
  private readonly ids: string[] = [];
  private readonly ordinalById = new Map<string, number>();
  private alive = new Uint8Array(1024);
  private lat = new Float64Array(1024).fill(NaN);
  private lng = new Float64Array(1024).fill(NaN);
  private size = 0;
  /** candidate ordinals of the running query, reused across queries */
  private scratch = new Int32Array(0);

  constructor(settings: IndexSettings) {
    this.settings = settings;
    for (const field of new Set([...settings.filterable, ...settings.facets, ...settings.sortable])) {
      this.columns.set(field, new Column());
    }
  }

  get count(): number {
    return this.ordinalById.size;
  }

  get deadCount(): number {
    return this.size - this.ordinalById.size;
  }

  *liveDocuments(): Generator<SearchDocument> {
    for (const document of this.documents) if (document !== undefined) yield document;
  }

  upsert(document: SearchDocument): void {
    if (typeof document.id !== 'string' || document.id === '') throw new Error('a search document needs a non-empty string id');
    this.remove(document.id);
    const ordinal = this.size++;
    if (ordinal >= this.alive.length) this.grow();
    const stored = { ...document };
    this.documents[ordinal] = stored;
    this.ids[ordinal] = stored.id;
    this.ordinalById.set(stored.id, ordinal);
    this.alive[ordinal] = 1;
    if (this.settings.geo && stored._geo) {
      this.lat[ordinal] = Number(stored._geo.lat);
      this.lng[ordinal] = Number(stored._geo.lng);
    }
    this.settings.searchable.forEach((field, position) => this.text.add(ordinal, position, tokenizeValue(stored[field])));
    for (const [field, column] of this.columns) column.set(ordinal, stored[field]);
  }

  remove(id: string): void {
    const ordinal = this.ordinalById.get(id);
    if (ordinal === undefined) return;
    this.ordinalById.delete(id);
    this.alive[ordinal] = 0;
    this.documents[ordinal] = undefined;
    for (const column of this.columns.values()) column.release(ordinal);
  }

  search<D extends SearchDocument>(query: SearchQuery): SearchResult<D> {
    const filters = (query.filters ?? []).map((filter) => ({ filter, column: this.column(filter.field, 'filter') }));
    const facets = (query.facets ?? []).map((field) => ({ field, column: this.column(field, 'facet') }));
    const sortKeys = (query.sort ?? []).map(({ field, direction }) => this.column(field, 'sort').comparator(direction));
    if ((query.boundingBox || query.radius) && !this.settings.geo) throw new Error('geo search needs an index declared with geo: true');
    const offset = Math.max(0, Math.trunc(query.offset ?? 0));
    const limit = Math.min(MAX_LIMIT, Math.max(0, Math.trunc(query.limit ?? DEFAULT_LIMIT)));

    const { ordinals, rank } = this.candidates(query.text ?? '');
    let count = ordinals.length;
    for (const { filter, column } of filters) {
      count = 'in' in filter ? column.keepEqual(ordinals, count, filter.in) : column.keepInRange(ordinals, count, filter.range);
    }
    if (query.boundingBox) count = this.keepInBox(ordinals, count, query.boundingBox);
    if (query.radius) count = this.keepInRadius(ordinals, count, query.radius);

    const top = selectTop(ordinals, count, offset + limit, this.compareBy(sortKeys, rank));
    return {
      hits: top.slice(offset).map((ordinal) => ({ ...this.documents[ordinal]! }) as D),
      total: count,
      facets: Object.fromEntries(facets.map(({ field, column }) => [field, column.countValues(ordinals, count)])),
    };
  }

  /** Live ordinals matching the text (all of them for empty text), with their text rank if any. */
  private candidates(text: string): { ordinals: Int32Array; rank: Uint16Array | null } {
    const query = parseQuery(text);
    const { alive } = this;
    if (query.words.length === 0) {
      if (this.scratch.length < this.size) this.scratch = new Int32Array(this.alive.length);
      const ordinals = this.scratch;
      let count = 0;
      for (let ordinal = 0; ordinal < this.size; ordinal++) if (alive[ordinal] === 1) ordinals[count++] = ordinal;
      return { ordinals: ordinals.subarray(0, count), rank: null };
    }
    const matches = this.text.match(query, this.size);
    const ordinals = matches.ordinals;
    let count = 0;
    for (let k = 0; k < ordinals.length; k++) if (alive[ordinals[k]] === 1) ordinals[count++] = ordinals[k];
    return { ordinals: ordinals.subarray(0, count), rank: matches.rank };
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

  private keepInBox(ordinals: Int32Array, count: number, { northEast, southWest }: GeoBoundingBox): number {
    const { lat, lng } = this;
    const crossesAntimeridian = southWest.lng > northEast.lng;
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const ordinal = ordinals[k];
      const y = lat[ordinal];
      const x = lng[ordinal];
      const inLng = crossesAntimeridian ? x >= southWest.lng || x <= northEast.lng : x >= southWest.lng && x <= northEast.lng;
      if (y >= southWest.lat && y <= northEast.lat && inLng) ordinals[kept++] = ordinal;
    }
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

  private column(field: string, use: 'filter' | 'facet' | 'sort'): Column {
    const { filterable, facets, sortable } = this.settings;
    const declared = use === 'sort' ? sortable.includes(field) : filterable.includes(field) || facets.includes(field);
    const column = this.columns.get(field);
    if (!declared || column === undefined) throw new Error(`attribute "${field}" is not declared ${use === 'sort' ? 'sortable' : 'filterable'}`);
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

/** The `k` first ordinals in `compare` order, sorted; a bounded max-heap keeps this O(n log k). */
function selectTop(ordinals: Int32Array, count: number, k: number, compare: Compare): number[] {
  if (k <= 0) return [];
  if (count <= k) return Array.from(ordinals.subarray(0, count)).sort(compare);
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

function haversineMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRadians = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRadians;
  const dLng = (lng2 - lng1) * toRadians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRadians) * Math.cos(lat2 * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
