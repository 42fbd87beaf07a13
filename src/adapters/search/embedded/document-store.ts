import type { SearchDocument } from '../../../../modules/shared/kernel/search-index.port.ts';

/** Bytes per pool chunk: large enough to be few, small enough that a half-empty last one costs little. */
const CHUNK_BYTES = 4 * 1024 * 1024;
const REMOVED = -1;
/** Documents kept materialised, the most recently returned: a map view or a popular page asks for the same ones again. */
const RECENT_DOCUMENTS = 4096;

/**
 * The documents of one segment, kept out of the JavaScript heap: each one as the JSON of its values
 * in UTF-8, side by side in a pool of 4 MiB buffers, its keys once per distinct set of keys (a
 * "shape": every document of an index usually has the same few). A document is materialised (parsed
 * into a new object) only when a query returns it, so an index of 100,000 documents costs the bytes
 * of its values instead of 100,000 objects with their own strings, nested objects and arrays.
 *
 * The stored form is JSON's, as in the engines behind the other adapter: a property whose value is
 * undefined is left out, a non-finite number reads back as null, a Date as its ISO string.
 * Each ordinal is written once (a replaced document gets a new ordinal); a removed one leaves its
 * bytes behind until the owner compacts by building a new segment.
 */
export class DocumentStore {
  private readonly chunks: Buffer[] = [];
  /** where the current (last) chunk is free from */
  private used = CHUNK_BYTES;
  /** per ordinal: its chunk, its first byte there, its byte length (REMOVED when removed) and its shape */
  private chunkOf = new Int32Array(1024);
  private start = new Int32Array(1024);
  private length = new Int32Array(1024).fill(REMOVED);
  private shapeOf = new Int32Array(1024);
  private readonly shapes: string[][] = [];
  private readonly shapeByKeys = new Map<string, number>();
  /** the shape of the document last added */
  private lastShape = -1;
  private size = 0;
  /** materialised documents by ordinal, least recently returned first */
  private readonly recent = new Map<number, SearchDocument>();

  /** Stores `document` at `ordinal`, the next one to hand out (ordinals are added in ascending order). */
  add(ordinal: number, document: SearchDocument): void {
    if (ordinal >= this.length.length) this.grow(ordinal + 1);
    const keys: string[] = [];
    const kept: unknown[] = [];
    for (const key in document) {
      const value = document[key];
      if (value !== undefined && typeof value !== 'function' && Object.hasOwn(document, key)) {
        keys.push(key);
        kept.push(value);
      }
    }
    const values = JSON.stringify(kept);
    // UTF-8 takes at most 3 bytes per UTF-16 unit: with that much room the write itself says how many it took
    const bytes = this.used + values.length * 3 <= CHUNK_BYTES ? -1 : Buffer.byteLength(values);
    if (bytes > 0 && this.used + bytes > CHUNK_BYTES) {
      this.chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, bytes)));
      this.used = 0;
    }
    const chunk = this.chunks.length - 1;
    const written = this.chunks[chunk].write(values, this.used, 'utf8');
    this.chunkOf[ordinal] = chunk;
    this.start[ordinal] = this.used;
    this.length[ordinal] = written;
    this.shapeOf[ordinal] = this.shape(keys);
    this.used += written;
    this.size = Math.max(this.size, ordinal + 1);
  }

  remove(ordinal: number): void {
    if (ordinal < this.size) this.length[ordinal] = REMOVED;
    this.recent.delete(ordinal);
  }

  /**
   * A new object holding the document stored at `ordinal` (a shallow copy of the materialised one:
   * like the document given to `add`, its nested objects and arrays must not be changed).
   */
  get(ordinal: number): SearchDocument {
    let document = this.recent.get(ordinal);
    if (document !== undefined) this.recent.delete(ordinal);
    else {
      document = this.materialise(ordinal);
      if (this.recent.size >= RECENT_DOCUMENTS) this.recent.delete(this.recent.keys().next().value!);
    }
    this.recent.set(ordinal, document);
    return { ...document };
  }

  private materialise(ordinal: number): SearchDocument {
    const bytes = this.length[ordinal];
    if (ordinal >= this.size || bytes === REMOVED) throw new Error(`no document at ordinal ${ordinal}`);
    const from = this.start[ordinal];
    const values = JSON.parse(this.chunks[this.chunkOf[ordinal]].toString('utf8', from, from + bytes)) as unknown[];
    const keys = this.shapes[this.shapeOf[ordinal]];
    const document: Record<string, unknown> = {};
    for (let k = 0; k < keys.length; k++) document[keys[k]] = values[k];
    // keys added one by one leave V8 a slow dictionary-mode object; a spread of it is a fast one (see decision 0036)
    return { ...document } as SearchDocument;
  }

  /** The documents not removed, in ordinal order. */
  *live(): Generator<SearchDocument> {
    for (let ordinal = 0; ordinal < this.size; ordinal++) if (this.length[ordinal] !== REMOVED) yield this.materialise(ordinal);
  }

  private shape(keys: string[]): number {
    // most documents have the keys of the one before
    const last = this.shapes[this.lastShape];
    if (last !== undefined && last.length === keys.length && last.every((key, k) => key === keys[k])) return this.lastShape;
    this.lastShape = this.internShape(keys);
    return this.lastShape;
  }

  private internShape(keys: string[]): number {
    const signature = keys.join('\u0000');
    let shape = this.shapeByKeys.get(signature);
    if (shape === undefined) {
      shape = this.shapes.length;
      this.shapes.push(keys);
      this.shapeByKeys.set(signature, shape);
    }
    return shape;
  }

  private grow(minimum: number): void {
    const capacity = Math.max(minimum, this.length.length * 2);
    const grown = (array: Int32Array, fill: number) => {
      const larger = new Int32Array(capacity).fill(fill, array.length);
      larger.set(array);
      return larger;
    };
    this.chunkOf = grown(this.chunkOf, 0);
    this.start = grown(this.start, 0);
    this.length = grown(this.length, REMOVED);
    this.shapeOf = grown(this.shapeOf, 0);
  }
}
