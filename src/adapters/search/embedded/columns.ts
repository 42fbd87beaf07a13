import type { FieldValue } from '../../../../modules/shared/kernel/search-index.port.ts';
import { SortOrder, type RangeBounds } from './sort-order.ts';

const MISSING = -1;
/** the ordinal holds an array: its elements are in the column's element pools */
const MULTIPLE = -2;
/** the ordinal holds a number, in `numbers`, without a code yet (see codeNumbers) */
const UNCODED_NUMBER = -3;
/** Meilisearch's `faceting.maxValuesPerFacet`, as set by its adapter. */
export const MAX_FACET_VALUES = 1000;

/** Printable ASCII without capitals or spaces: such a string is its own facet key. */
const OWN_KEY = /^[!-@[-~]*$/;

/** How Meilisearch compares string facet values: trimmed, compatibility-decomposed, lower-cased. */
function facetKey(value: FieldValue): string {
  if (typeof value !== 'string') return String(value);
  // most values (ids, codes, map cells) are already keys: the same string, without three new ones per value
  return OWN_KEY.test(value) ? value : value.trim().normalize('NFKD').toLowerCase();
}

function isFieldValue(value: unknown): value is FieldValue {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * One filterable/sortable field of every document, held columnar so a query scans typed arrays:
 * a dictionary code per ordinal (equality filters, facet counts, string sort) and the number itself
 * when the value is numeric (ranges, numeric sort). An array value's elements sit side by side in
 * element pools; each ordinal is written once (a replaced document gets a new ordinal), so the
 * pools only grow until the owner compacts by building a new segment.
 */
export class Column {
  private codes = new Int32Array(1024).fill(MISSING);
  /** allocated when the first number arrives: most string fields never need it */
  private numbers: Float64Array | null = null;
  /** for an ordinal holding an array: where its elements start in the pools, and how many */
  private arrayStart = new Int32Array(0);
  private arrayLength = new Int32Array(0);
  private elementCodes = new Int32Array(0);
  private elementNumbers = new Float64Array(0);
  private elements = 0;
  /** whether some value is neither a number nor missing: string or boolean (see numericSortKeys) */
  private holdsNonNumbers = false;
  /** per code, how many live documents hold it: facet counts over most of the index start from these */
  private liveCounts = new Int32Array(64);
  /** zeroed between uses: see countValues */
  private sparseCounts = new Int32Array(0);
  private readonly codeByKey = new Map<string, number>();
  private readonly keys: string[] = [];
  /** per code, the value reported in facet counts: the first spelling seen */
  private readonly labels: string[] = [];
  /** the codes in order of their keys, and per code its position in that order: built when first needed, dropped when a value is added */
  private keyOrder: { codes: Int32Array; ranks: Int32Array } | null = null;
  /**
   * Per code, the ordinals written with it, ascending (dead ones included: callers skip them). Built on
   * the first call to ordinalsWith and kept up to date after, so high-cardinality columns (prices)
   * that never pick candidates never pay for it.
   */
  private postings: number[][] | null = null;
  /** the ordinals written without a value, kept with the postings */
  private missingPostings: number[] = [];
  /** how many ordinals were written */
  private written = 0;
  /** this column's order, kept from the first query that sorts by it (numbers only: see SortOrder) */
  private order: SortOrder | null = null;
  /** whether numbers have codes: from the first question that needs them on (see codeNumbers) */
  private numbersCoded = false;
  /** the ordinals removed while they held an uncoded number: they do not count once the numbers are coded */
  private removedUncoded: number[] = [];

  /** Writes the value of `ordinal`, the next one: every document's ordinal is written in every column, in ascending order. */
  set(ordinal: number, value: unknown): void {
    if (ordinal >= this.codes.length) this.grow(ordinal + 1);
    this.written = ordinal + 1;
    if (Array.isArray(value)) {
      const values = value.filter(isFieldValue);
      if (values.length > 0) this.setArray(ordinal, values);
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      this.numberColumn()[ordinal] = value;
      this.codes[ordinal] = this.numbersCoded ? this.intern(value) : UNCODED_NUMBER;
    } else if (isFieldValue(value)) {
      this.codes[ordinal] = this.intern(value);
      this.holdsNonNumbers = true;
    }
    this.addLive(ordinal, 1);
    if (this.postings !== null) {
      const code = this.codes[ordinal];
      if (code >= 0) (this.postings[code] ??= []).push(ordinal);
      else if (code === MISSING) this.missingPostings.push(ordinal);
    }
  }

  /**
   * How many live documents hold one of `values`, exactly, when no document holds an array here
   * (then keepEqual with these values keeps that many); null otherwise.
   */
  liveCountOf(values: readonly FieldValue[]): number | null {
    if (this.elements > 0) return null;
    this.codeNumbers();
    let count = 0;
    for (const code of this.codesOf(values)) count += this.liveCounts[code];
    return count;
  }

  /**
   * Writes the ordinals holding one of `values` into `into`, ascending, dead ones included, and
   * answers how many: the candidates of a selective equality filter without scanning every document.
   * Only for columns without arrays (see liveCountOf).
   */
  ordinalsWith(values: readonly FieldValue[], into: Int32Array): number {
    const postings = this.builtPostings();
    let count = 0;
    const codes = this.codesOf(values);
    for (const code of codes) {
      const list = postings[code] ?? [];
      for (let k = 0; k < list.length; k++) into[count++] = list[k];
    }
    if (codes.length > 1) into.subarray(0, count).sort();
    return count;
  }

  /**
   * Calls `visit` with every ordinal (dead ones included) that an `in: values` filter leaves out, or,
   * negated, that a `notIn: values` filter leaves out: cheaper than checking every document when the
   * filter keeps most of them. Only for columns without arrays (see liveCountOf).
   */
  forEachLeftOut(values: readonly FieldValue[], negate: boolean, visit: (ordinal: number) => void): void {
    const postings = this.builtPostings();
    const named = new Set(this.codesOf(values));
    const visitAll = (list: number[] | undefined) => {
      if (list !== undefined) for (let k = 0; k < list.length; k++) visit(list[k]);
    };
    if (negate) {
      for (const code of named) visitAll(postings[code]);
      return;
    }
    for (let code = 0; code < postings.length; code++) if (!named.has(code)) visitAll(postings[code]);
    visitAll(this.missingPostings);
  }

  private codesOf(values: readonly FieldValue[]): number[] {
    const codes = new Set<number>();
    for (const value of values) {
      const code = this.codeByKey.get(facetKey(value));
      if (code !== undefined) codes.add(code);
    }
    return [...codes];
  }

  private builtPostings(): number[][] {
    this.codeNumbers();
    if (this.postings === null) {
      const postings: number[][] = [];
      const { codes } = this;
      for (let ordinal = 0; ordinal < this.written; ordinal++) {
        if (codes[ordinal] >= 0) (postings[codes[ordinal]] ??= []).push(ordinal);
        else if (codes[ordinal] === MISSING) this.missingPostings.push(ordinal);
      }
      this.postings = postings;
    }
    return this.postings;
  }

  /** The document at `ordinal` was removed: it no longer counts. (Its values stay until compaction.) */
  unset(ordinal: number): void {
    if (this.codes[ordinal] === UNCODED_NUMBER) this.removedUncoded.push(ordinal);
    else if (ordinal < this.codes.length) this.addLive(ordinal, -1);
  }

  /**
   * Gives every number written so far its code, and every number written after it as it comes. Until
   * an equality filter or a facet count needs them, numbers are only kept in `numbers` (ranges and
   * sorts need no code): the dictionary of a column of prices or timestamps held about 70 MiB of
   * strings and map entries a million documents, for no question ever asked of it.
   */
  private codeNumbers(): void {
    if (this.numbersCoded) return;
    this.numbersCoded = true;
    const { codes, numbers } = this;
    if (numbers === null) return;
    const removed = new Set(this.removedUncoded);
    this.removedUncoded = [];
    for (let ordinal = 0; ordinal < this.written; ordinal++) {
      if (codes[ordinal] !== UNCODED_NUMBER) continue;
      codes[ordinal] = this.intern(numbers[ordinal]);
      if (!removed.has(ordinal)) this.addLive(ordinal, 1);
    }
  }

  /** Keeps, in place, the ordinals whose value (or one of its elements) equals one of `values`; negated, those with none of them. */
  keepEqual(ordinals: Int32Array, count: number, values: readonly FieldValue[], { negate = false } = {}): number {
    this.codeNumbers();
    const accepted = new Uint8Array(this.keys.length);
    for (const code of this.codesOf(values)) accepted[code] = 1;
    const { codes, arrayStart, arrayLength, elementCodes } = this;
    let kept = 0;
    if (this.elements === 0) {
      // no document holds an array: one lookup per candidate, without a branch to mispredict
      const keep = Number(!negate);
      for (let k = 0; k < count; k++) {
        const ordinal = ordinals[k];
        const code = codes[ordinal];
        ordinals[kept] = ordinal;
        kept += Number((code >= 0 ? accepted[code] : 0) === keep);
      }
      return kept;
    }
    for (let k = 0; k < count; k++) {
      const ordinal = ordinals[k];
      const code = codes[ordinal];
      let matches = code >= 0 && accepted[code] === 1;
      if (code === MULTIPLE) {
        for (let e = arrayStart[ordinal], end = e + arrayLength[ordinal]; e < end && !matches; e++)
          matches = accepted[elementCodes[e]] === 1;
      }
      if (matches !== negate) ordinals[kept++] = ordinal;
    }
    return kept;
  }

  /** Keeps, in place, the ordinals with a number (or an element) within the bounds. */
  keepInRange(
    ordinals: Int32Array,
    count: number,
    { gte = -Infinity, gt = -Infinity, lte = Infinity, lt = Infinity }: RangeBounds,
  ): number {
    const numbers = this.numberColumn();
    const { codes, arrayStart, arrayLength, elementNumbers } = this;
    let kept = 0;
    if (this.elements === 0) {
      // no document holds an array: one test per candidate, without a branch to mispredict
      for (let k = 0; k < count; k++) {
        const ordinal = ordinals[k];
        const value = numbers[ordinal];
        ordinals[kept] = ordinal;
        kept += Number(value >= gte) & Number(value > gt) & Number(value <= lte) & Number(value < lt);
      }
      return kept;
    }
    for (let k = 0; k < count; k++) {
      const ordinal = ordinals[k];
      let value = numbers[ordinal];
      let matches = value >= gte && value > gt && value <= lte && value < lt;
      if (codes[ordinal] === MULTIPLE) {
        for (let e = arrayStart[ordinal], end = e + arrayLength[ordinal]; e < end && !matches; e++) {
          value = elementNumbers[e];
          matches = value >= gte && value > gt && value <= lte && value < lt;
        }
      }
      if (matches) ordinals[kept++] = ordinal;
    }
    return kept;
  }

  /** Documents per value among `ordinals`, like Meilisearch: sorted by value, at most MAX_FACET_VALUES. */
  countValues(ordinals: Int32Array, count: number): Record<string, number> {
    this.codeNumbers();
    if (count * 4 >= this.keys.length) {
      const counts = new Int32Array(this.keys.length);
      this.tally(counts, ordinals, count, 1);
      return this.distribution(counts);
    }
    // Few matches for a large dictionary (fine map cells): count in a reused buffer, touching only their values.
    if (this.sparseCounts.length < this.keys.length)
      this.sparseCounts = new Int32Array(Math.max(this.keys.length, this.sparseCounts.length * 2));
    const counts = this.sparseCounts;
    const present: number[] = [];
    const { codes, arrayStart, arrayLength, elementCodes } = this;
    const add = (code: number) => {
      if (counts[code]++ === 0) present.push(code);
    };
    for (let k = 0; k < count; k++) {
      const ordinal = ordinals[k];
      const code = codes[ordinal];
      if (code >= 0) add(code);
      else if (code === MULTIPLE) for (let e = arrayStart[ordinal], end = e + arrayLength[ordinal]; e < end; e++) add(elementCodes[e]);
    }
    const distribution = this.distributionOf(present, counts);
    for (const code of present) counts[code] = 0;
    return distribution;
  }

  /**
   * The same counts for every live document except `excluded`: cheaper than counting the matches
   * when they are most of the index.
   */
  countValuesExcept(excluded: Int32Array, count: number): Record<string, number> {
    this.codeNumbers();
    const counts = this.liveCounts.slice(0, this.keys.length);
    this.tally(counts, excluded, count, -1);
    return this.distribution(counts);
  }

  /**
   * Counts per code known beforehand (those of the grid cells a geo box holds whole: see
   * GridTallies), plus those of `added`, less those of `removed`.
   */
  countValuesAdding(known: ReadonlyArray<ReadonlyMap<number, number>>, added: Int32Array, removed: Int32Array): Record<string, number> {
    this.codeNumbers();
    const counts = new Int32Array(this.keys.length);
    for (const perCode of known) for (const [code, n] of perCode) counts[code] += n;
    this.tally(counts, added, added.length, 1);
    this.tally(counts, removed, removed.length, -1);
    return this.distribution(counts);
  }

  /** Calls `visit` with the code of each value `ordinal` holds here (none when it has no value). */
  forEachCode(ordinal: number, visit: (code: number) => void): void {
    this.codeNumbers();
    const code = this.codes[ordinal];
    if (code >= 0) visit(code);
    else if (code === MULTIPLE)
      for (let e = this.arrayStart[ordinal], end = e + this.arrayLength[ordinal]; e < end; e++) visit(this.elementCodes[e]);
  }

  /** The same counts for every live document. */
  countLiveValues(): Record<string, number> {
    this.codeNumbers();
    return this.distribution(this.liveCounts.subarray(0, this.keys.length));
  }

  private tally(counts: Int32Array, ordinals: Int32Array, count: number, step: 1 | -1): void {
    const { codes, arrayStart, arrayLength, elementCodes } = this;
    for (let k = 0; k < count; k++) {
      const ordinal = ordinals[k];
      const code = codes[ordinal];
      if (code >= 0) counts[code] += step;
      else if (code === MULTIPLE) {
        for (let e = arrayStart[ordinal], end = e + arrayLength[ordinal]; e < end; e++) counts[elementCodes[e]] += step;
      }
    }
  }

  private addLive(ordinal: number, step: 1 | -1): void {
    if (this.liveCounts.length < this.keys.length)
      this.liveCounts = grown(this.liveCounts, Math.max(this.keys.length, this.liveCounts.length * 2), 0);
    const code = this.codes[ordinal];
    if (code >= 0) this.liveCounts[code] += step;
    else if (code === MULTIPLE) {
      for (let e = this.arrayStart[ordinal], end = e + this.arrayLength[ordinal]; e < end; e++)
        this.liveCounts[this.elementCodes[e]] += step;
    }
  }

  /**
   * The codes counted above 0 (`counts` has one count per code), in value order: read off the key
   * order once it is built, without a sort (a new value drops it: see distributionOf).
   */
  private distribution(counts: Int32Array): Record<string, number> {
    if (this.keyOrder === null) {
      const present: number[] = [];
      for (let code = 0; code < counts.length; code++) if (counts[code] > 0) present.push(code);
      return this.distributionOf(present, counts);
    }
    const { codes } = this.keyOrder;
    const distribution: Record<string, number> = {};
    for (let i = 0, taken = 0; i < codes.length && taken < MAX_FACET_VALUES; i++) {
      const count = counts[codes[i]];
      if (count > 0) {
        distribution[this.labels[codes[i]]] = count;
        taken++;
      }
    }
    return distribution;
  }

  /** `present` codes (counts above 0) in value order, at most MAX_FACET_VALUES, labelled. */
  private distributionOf(present: number[], counts: Int32Array): Record<string, number> {
    // Few values present among many (fine map cells): sort them alone rather than rank the dictionary.
    const { keys } = this;
    if (this.keyOrder === null && present.length * 8 < keys.length)
      present.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
    else {
      const { ranks } = this.sortedKeys();
      present.sort((a, b) => ranks[a] - ranks[b]);
    }
    const distribution: Record<string, number> = {};
    for (const code of present.slice(0, MAX_FACET_VALUES)) distribution[this.labels[code]] = counts[code];
    return distribution;
  }

  /**
   * Orders ordinals by this field as Meilisearch does: in either direction numbers come first, then
   * strings (compared in their lower-cased form), then documents without a value. Documents holding
   * an array count as without a value here (Meilisearch would place them by their smallest or
   * largest element).
   */
  comparator(direction: 'asc' | 'desc'): (a: number, b: number) => number {
    const sign = direction === 'asc' ? 1 : -1;
    const { codes } = this;
    const numbers = this.numberColumn();
    const { ranks } = this.sortedKeys();
    const kind = (ordinal: number) => (numbers[ordinal] === numbers[ordinal] ? 0 : codes[ordinal] >= 0 ? 1 : 2);
    return (a, b) => {
      const kindA = kind(a);
      const kindB = kind(b);
      if (kindA !== kindB) return kindA - kindB;
      if (kindA === 0) return sign * (numbers[a] - numbers[b]);
      if (kindA === 1) return sign * (ranks[codes[a]] - ranks[codes[b]]);
      return 0;
    };
  }

  /**
   * The live ordinals under `size` with a number within the bounds, written to `out`: from this
   * column's kept order when it has one and the range holds under half of it (in order of value),
   * else by one pass over the column (in ordinal order) instead of listing every live ordinal and then
   * testing each. Null when a document holds an array here (keepInRange tests its elements).
   */
  liveInRange(alive: Uint8Array, size: number, bounds: RangeBounds, out: Int32Array): number | null {
    if (this.elements > 0) return null;
    const numbers = this.numberColumn();
    const fromOrder = this.order?.inRange(numbers, size, alive, bounds, out) ?? null;
    if (fromOrder !== null) return fromOrder;
    const { gte = -Infinity, gt = -Infinity, lte = Infinity, lt = Infinity } = bounds;
    let kept = 0;
    for (let ordinal = 0; ordinal < size; ordinal++) {
      const value = numbers[ordinal];
      out[kept] = ordinal;
      kept += alive[ordinal] & Number(value >= gte) & Number(value > gt) & Number(value <= lte) & Number(value < lt);
    }
    return kept;
  }

  /**
   * The numbers this column sorts by, when it holds nothing else: then `sign * numbers[ordinal]`
   * (NaN, no value, counting as +Infinity) orders ordinals exactly as `comparator` does, short of
   * ties, and a top-k selection can reject most candidates with one comparison of doubles.
   */
  numericSortKeys(): Float64Array | null {
    return this.holdsNonNumbers ? null : this.numberColumn();
  }

  /**
   * With numbers only (see numericSortKeys), the ordinals among which are the first `k` of those
   * `accepts` takes in this column's order, found by walking the kept order (SortOrder.candidatesForTop);
   * null otherwise.
   */
  candidatesForTop(
    size: number,
    alive: Uint8Array,
    direction: 'asc' | 'desc',
    k: number,
    accepts: (ordinal: number) => boolean,
  ): number[] | null {
    const values = this.numericSortKeys();
    if (values === null) return null;
    this.order ??= new SortOrder();
    return this.order.candidatesForTop(values, size, alive, direction, k, accepts);
  }

  /** Brings this column's kept order up to date, building it if need be, so that no query pays for it. */
  prepareSortOrder(size: number, alive: Uint8Array): void {
    const values = this.numericSortKeys();
    if (values === null) return;
    this.order ??= new SortOrder();
    this.order.mergeUpTo(values, size, alive);
  }

  private setArray(ordinal: number, values: FieldValue[]): void {
    // one element per distinct value: "any element matches" needs no repeats
    const distinct = [...new Map(values.map((value) => [facetKey(value), value])).values()];
    if (this.elements + distinct.length > this.elementCodes.length) this.growElements(this.elements + distinct.length);
    if (ordinal >= this.arrayStart.length) {
      const capacity = Math.max(ordinal + 1, this.codes.length);
      this.arrayStart = grown(this.arrayStart, capacity, 0);
      this.arrayLength = grown(this.arrayLength, capacity, 0);
    }
    const start = this.elements;
    distinct.forEach((value, e) => {
      this.elementCodes[start + e] = this.intern(value);
      this.elementNumbers[start + e] = typeof value === 'number' ? value : NaN;
    });
    this.elements += distinct.length;
    this.codes[ordinal] = MULTIPLE;
    this.arrayStart[ordinal] = start;
    this.arrayLength[ordinal] = distinct.length;
  }

  private numberColumn(): Float64Array {
    this.numbers ??= new Float64Array(this.codes.length).fill(NaN);
    return this.numbers;
  }

  private intern(value: FieldValue): number {
    const key = facetKey(value);
    let code = this.codeByKey.get(key);
    if (code === undefined) {
      code = this.keys.length;
      this.codeByKey.set(key, code);
      this.keys.push(key);
      this.labels.push(String(value));
      this.keyOrder = null;
    }
    return code;
  }

  /** The codes in the sorted order of their keys, and per code its position in that order. */
  private sortedKeys(): { codes: Int32Array; ranks: Int32Array } {
    if (this.keyOrder === null) {
      const { keys } = this;
      const codes = Int32Array.from(keys.keys()).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
      const ranks = new Int32Array(keys.length);
      codes.forEach((code, rank) => (ranks[code] = rank));
      this.keyOrder = { codes, ranks };
    }
    return this.keyOrder;
  }

  private grow(minimum: number): void {
    const capacity = Math.max(minimum, this.codes.length * 2);
    this.codes = grown(this.codes, capacity, MISSING);
    if (this.numbers !== null) this.numbers = grown(this.numbers, capacity, NaN);
  }

  private growElements(minimum: number): void {
    const capacity = Math.max(minimum, this.elementCodes.length * 2, 64);
    this.elementCodes = grown(this.elementCodes, capacity, 0);
    this.elementNumbers = grown(this.elementNumbers, capacity, NaN);
  }
}

function grown<A extends Int32Array | Float64Array>(array: A, capacity: number, fill: number): A {
  const larger = new (array.constructor as new (length: number) => A)(capacity);
  larger.fill(fill, array.length);
  larger.set(array);
  return larger;
}
