import type { FieldValue } from '../../../../modules/shared/kernel/search-index.port.ts';

const MISSING = -1;
/** the ordinal holds an array: its values are in `Column.arrays` */
const MULTIPLE = -2;
/** Meilisearch's `faceting.maxValuesPerFacet`, as set by its adapter. */
export const MAX_FACET_VALUES = 1000;

interface ArrayValues {
  codes: number[];
  numbers: number[];
}

/** How Meilisearch compares string facet values: trimmed, compatibility-decomposed, lower-cased. */
function facetKey(value: FieldValue): string {
  return typeof value === 'string' ? value.trim().normalize('NFKD').toLowerCase() : String(value);
}

function isFieldValue(value: unknown): value is FieldValue {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * One filterable/sortable field of every document, held columnar so a query scans typed arrays:
 * a dictionary code per ordinal (equality filters, facet counts, string sort) and the number itself
 * when the value is numeric (ranges, numeric sort). Array values, rarer, live in a side map.
 */
export class Column {
  private codes = new Int32Array(1024).fill(MISSING);
  private numbers = new Float64Array(1024).fill(NaN);
  /** by ordinal; a plain array rather than a Map, since a field that holds arrays usually holds one in every document */
  private readonly arrays: (ArrayValues | undefined)[] = [];
  private readonly codeByKey = new Map<string, number>();
  private readonly keys: string[] = [];
  /** per code, the value reported in facet counts: the first spelling seen */
  private readonly labels: string[] = [];
  private sortRanks: Int32Array | null = null;

  set(ordinal: number, value: unknown): void {
    if (ordinal >= this.codes.length) this.grow(ordinal + 1);
    if (Array.isArray(value)) {
      const values = value.filter(isFieldValue);
      if (values.length === 0) return;
      this.codes[ordinal] = MULTIPLE;
      this.arrays[ordinal] = {
        codes: [...new Set(values.map((element) => this.intern(element)))],
        numbers: values.filter((element) => typeof element === 'number'),
      };
    } else if (isFieldValue(value)) {
      this.codes[ordinal] = this.intern(value);
      if (typeof value === 'number') this.numbers[ordinal] = value;
    }
  }

  /** Frees what a removed ordinal held outside the typed arrays. */
  release(ordinal: number): void {
    if (ordinal < this.arrays.length) this.arrays[ordinal] = undefined;
  }

  /** Keeps, in place, the ordinals whose value (or one of its elements) equals one of `values`. */
  keepEqual(ordinals: Int32Array, count: number, values: readonly FieldValue[]): number {
    const accepted = new Uint8Array(this.keys.length);
    for (const value of values) {
      const code = this.codeByKey.get(facetKey(value));
      if (code !== undefined) accepted[code] = 1;
    }
    const { codes, arrays } = this;
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const ordinal = ordinals[k];
      const code = codes[ordinal];
      const matches =
        code >= 0 ? accepted[code] === 1 : code === MULTIPLE && arrays[ordinal]!.codes.some((c) => accepted[c] === 1);
      if (matches) ordinals[kept++] = ordinal;
    }
    return kept;
  }

  /** Keeps, in place, the ordinals with a number (or an element) within the bounds. */
  keepInRange(
    ordinals: Int32Array,
    count: number,
    { gte = -Infinity, gt = -Infinity, lte = Infinity, lt = Infinity }: { gte?: number; gt?: number; lte?: number; lt?: number },
  ): number {
    const inRange = (value: number) => value >= gte && value > gt && value <= lte && value < lt;
    const { codes, numbers, arrays } = this;
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const ordinal = ordinals[k];
      const matches = inRange(numbers[ordinal]) || (codes[ordinal] === MULTIPLE && arrays[ordinal]!.numbers.some(inRange));
      if (matches) ordinals[kept++] = ordinal;
    }
    return kept;
  }

  /** Documents per value among `ordinals`, like Meilisearch: sorted by value, at most MAX_FACET_VALUES. */
  countValues(ordinals: Int32Array, count: number): Record<string, number> {
    const counts = new Int32Array(this.keys.length);
    const { codes, arrays } = this;
    for (let k = 0; k < count; k++) {
      const ordinal = ordinals[k];
      const code = codes[ordinal];
      if (code >= 0) counts[code]++;
      else if (code === MULTIPLE) {
        const elements = arrays[ordinal]!.codes;
        for (let e = 0; e < elements.length; e++) counts[elements[e]]++;
      }
    }
    const present: number[] = [];
    counts.forEach((n, code) => {
      if (n > 0) present.push(code);
    });
    const ranks = this.ranks();
    present.sort((a, b) => ranks[a] - ranks[b]);
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
    const { codes, numbers } = this;
    const ranks = this.ranks();
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

  private intern(value: FieldValue): number {
    const key = facetKey(value);
    let code = this.codeByKey.get(key);
    if (code === undefined) {
      code = this.keys.length;
      this.codeByKey.set(key, code);
      this.keys.push(key);
      this.labels.push(String(value));
      this.sortRanks = null;
    }
    return code;
  }

  /** Per code, its position in the sorted order of keys. */
  private ranks(): Int32Array {
    if (this.sortRanks === null) {
      const { keys } = this;
      const order = keys.map((_, code) => code).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
      this.sortRanks = new Int32Array(keys.length);
      order.forEach((code, rank) => (this.sortRanks![code] = rank));
    }
    return this.sortRanks;
  }

  private grow(minimum: number): void {
    const capacity = Math.max(minimum, this.codes.length * 2);
    const codes = new Int32Array(capacity).fill(MISSING);
    codes.set(this.codes);
    const numbers = new Float64Array(capacity).fill(NaN);
    numbers.set(this.numbers);
    this.codes = codes;
    this.numbers = numbers;
  }
}
