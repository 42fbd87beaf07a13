import type { FilterCondition } from '../../../../modules/shared/kernel/search-index.port.ts';

/** A range filter's bounds, inclusive unless `gt`/`lt`. */
export type RangeBounds = Extract<FilterCondition, { range: unknown }>['range'];

/** New ordinals past this many (and past a sixteenth of the order) are merged into the order. */
const MIN_MERGED_TAIL = 256;

/**
 * The ordinals of a numeric sort column in ascending order of their value, those without a value
 * apart: a query sorted by the column takes its first page by walking this order until it has met
 * enough matches, instead of selecting among every match. An ordinal keeps its value for life (a
 * replaced document gets a new ordinal), so the order only misses the ordinals added since it was
 * last brought up to date: that tail is checked one by one and merged into the order once it grows.
 * Dead ordinals stay until that merge, skipped by the walk like any ordinal the query does not keep.
 */
export class SortOrder {
  /** ordinals with a value, by ascending value */
  private sorted = new Int32Array(0);
  /** ordinals without a value (NaN), which sort last in either direction */
  private missing = new Int32Array(0);
  /** ordinals below this one are in `sorted` or `missing`, or were dead when they were merged */
  private merged = 0;

  /**
   * The ordinals among which are the first `k` that `accepts` in order of `values`
   * (`direction`; no value last), whatever breaks ties among them: those k, every accepted one
   * with the same value as the k-th, and the accepted ones of the tail that do not come after it.
   * The caller sorts them with its full comparison. `values` and `alive` are indexed by ordinal,
   * `size` the number of ordinals handed out.
   */
  candidatesForTop(
    values: Float64Array,
    size: number,
    alive: Uint8Array,
    direction: 'asc' | 'desc',
    k: number,
    accepts: (ordinal: number) => boolean,
  ): number[] {
    if (size - this.merged > Math.max(MIN_MERGED_TAIL, this.sorted.length >> 4)) this.mergeUpTo(values, size, alive);
    const sign = direction === 'asc' ? 1 : -1;
    const { sorted, missing } = this;
    const chosen: number[] = [];
    let boundary = NaN;
    const take = (ordinal: number, key: number): boolean => {
      if (chosen.length >= k && key !== boundary) return false;
      chosen.push(ordinal);
      if (chosen.length === k) boundary = key;
      return true;
    };
    walk: {
      if (sign === 1) {
        for (let i = 0; i < sorted.length; i++) if (accepts(sorted[i]) && !take(sorted[i], values[sorted[i]])) break walk;
      } else {
        for (let i = sorted.length - 1; i >= 0; i--) if (accepts(sorted[i]) && !take(sorted[i], -values[sorted[i]])) break walk;
      }
      for (let i = 0; i < missing.length; i++) if (accepts(missing[i]) && !take(missing[i], Infinity)) break walk;
    }
    const enough = chosen.length >= k;
    for (let ordinal = this.merged; ordinal < size; ordinal++) {
      if (!accepts(ordinal)) continue;
      const value = sign * values[ordinal];
      if (!enough || (value === value ? value : Infinity) <= boundary) chosen.push(ordinal);
    }
    return chosen;
  }

  /**
   * Writes the live ordinals whose value is within the bounds into `out`, in order of value (the
   * tail's after them), and answers how many: a run of the order found by two binary searches
   * instead of a test of every document. Null when the run holds more than half the order (a scan
   * in ordinal order then costs about as much, and leaves the ordinals in memory order).
   */
  inRange(
    values: Float64Array,
    size: number,
    alive: Uint8Array,
    { gte = -Infinity, gt = -Infinity, lte = Infinity, lt = Infinity }: RangeBounds,
    out: Int32Array,
  ): number | null {
    if (size - this.merged > Math.max(MIN_MERGED_TAIL, this.sorted.length >> 4)) this.mergeUpTo(values, size, alive);
    const { sorted } = this;
    const from = firstIndex(sorted, (ordinal) => values[ordinal] >= gte && values[ordinal] > gt);
    const to = firstIndex(sorted, (ordinal) => values[ordinal] > lte || values[ordinal] >= lt);
    if ((to - from) * 2 > sorted.length) return null;
    let count = 0;
    for (let i = from; i < to; i++) {
      out[count] = sorted[i];
      count += alive[sorted[i]];
    }
    for (let ordinal = this.merged; ordinal < size; ordinal++) {
      const value = values[ordinal];
      out[count] = ordinal;
      count += alive[ordinal] & Number(value >= gte) & Number(value > gt) & Number(value <= lte) & Number(value < lt);
    }
    return count;
  }

  /** Brings every ordinal under `size` into the order, leaving out the dead ones. */
  mergeUpTo(values: Float64Array, size: number, alive: Uint8Array): void {
    if (size === this.merged) return;
    const addedMissing: number[] = [];
    let count = 0;
    for (let ordinal = this.merged; ordinal < size; ordinal++) {
      if (alive[ordinal] !== 1) continue;
      if (values[ordinal] === values[ordinal]) count++;
      else addedMissing.push(ordinal);
    }
    const added = sortedByValue(values, this.merged, size, alive, count);
    const { sorted } = this;
    const merged = new Int32Array(sorted.length + added.length);
    let length = 0;
    let i = 0;
    let j = 0;
    while (i < sorted.length || j < added.length) {
      const fromSorted = j === added.length || (i < sorted.length && values[sorted[i]] <= values[added[j]]);
      const ordinal = fromSorted ? sorted[i++] : added[j++];
      if (alive[ordinal] === 1) merged[length++] = ordinal;
    }
    this.sorted = merged.slice(0, length);
    const missing = Array.from(this.missing).filter((ordinal) => alive[ordinal] === 1);
    this.missing = Int32Array.from(missing.concat(addedMissing));
    this.merged = size;
  }
}

/**
 * The `count` live ordinals from `from` to `size` with a value, by ascending value, equal values in
 * ordinal order (as a stable sort leaves them): a radix sort of the values' bits, four passes of 16
 * bits, instead of a sort of the ordinals with a comparison function, which took seconds a column at
 * a million documents.
 */
function sortedByValue(values: Float64Array, from: number, size: number, alive: Uint8Array, count: number): Int32Array {
  let ordinals = new Int32Array(count);
  const keys = new Float64Array(count);
  let k = 0;
  for (let ordinal = from; ordinal < size; ordinal++) {
    const value = values[ordinal];
    if (alive[ordinal] !== 1 || value !== value) continue;
    ordinals[k] = ordinal;
    keys[k++] = value + 0; // -0 as 0: they are equal
  }
  // the bits of each double made to sort as unsigned integers: negatives flipped whole, positives' sign bit set
  const words = new Uint32Array(keys.buffer);
  let low = new Uint32Array(count);
  let high = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const negative = words[2 * i + 1] >>> 31 === 1;
    low[i] = negative ? ~words[2 * i] >>> 0 : words[2 * i];
    high[i] = negative ? ~words[2 * i + 1] >>> 0 : (words[2 * i + 1] | 0x80000000) >>> 0;
  }
  let nextOrdinals = new Int32Array(count);
  let nextLow = new Uint32Array(count);
  let nextHigh = new Uint32Array(count);
  const starts = new Int32Array(65537);
  for (let pass = 0; pass < 4; pass++) {
    const shift = (pass & 1) * 16;
    const digits = pass < 2 ? low : high;
    starts.fill(0);
    for (let i = 0; i < count; i++) starts[((digits[i] >>> shift) & 0xffff) + 1]++;
    // a digit every value shares moves nothing
    if (count === 0 || starts[((digits[0] >>> shift) & 0xffff) + 1] === count) continue;
    for (let d = 0; d < 65536; d++) starts[d + 1] += starts[d];
    for (let i = 0; i < count; i++) {
      const to = starts[(digits[i] >>> shift) & 0xffff]++;
      nextOrdinals[to] = ordinals[i];
      nextLow[to] = low[i];
      nextHigh[to] = high[i];
    }
    [ordinals, nextOrdinals] = [nextOrdinals, ordinals];
    [low, nextLow] = [nextLow, low];
    [high, nextHigh] = [nextHigh, high];
  }
  return ordinals;
}

/** The first index of `sorted` whose ordinal `passes`, given that every later one passes too (its length when none does). */
function firstIndex(sorted: Int32Array, passes: (ordinal: number) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (passes(sorted[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
}
