import type { ParsedQuery } from './tokenizer.ts';
import { countTypos, typoBudget } from './typos.ts';

/** Searchable attributes past this position rank as this one. */
export const MAX_ATTRIBUTE_POSITION = 15;
const NO_MATCH = 255;

export interface TermMatch {
  term: string;
  typos: number;
}

/** Views over buffers the index reuses: valid until its next `match`. */
export interface TextMatches {
  /** ordinals containing every query word, ascending (dead ordinals included: the caller drops them) */
  ordinals: Int32Array;
  /** per matching ordinal: total typos * 256 + sum of the attribute positions matched; lower ranks first */
  rank: Uint16Array;
}

/**
 * An inverted index: term -> per searchable attribute position, the ascending ordinals of the
 * documents holding it. The sorted vocabulary gives prefix ranges by binary search and bounds the
 * fuzzy expansion of a query word to the terms sharing its first letter.
 */
export class TextIndex {
  private readonly postings = new Map<string, number[][]>();
  private vocabulary: string[] | null = null;
  // Per-ordinal scratch space for `match`, reused so queries do not churn the garbage collector.
  private best = new Uint8Array(0);
  private rank = new Uint16Array(0);
  private ordinals = new Int32Array(0);

  /** Ordinals must be added in ascending order, which keeps every posting list sorted. */
  add(ordinal: number, attributePosition: number, words: readonly string[]): void {
    const position = Math.min(attributePosition, MAX_ATTRIBUTE_POSITION);
    for (const word of words) {
      let lists = this.postings.get(word);
      if (lists === undefined) {
        lists = [];
        // a word is a slice of its attribute's text and would keep all of that text alive: store a copy
        const term = flatCopy(word);
        this.postings.set(term, lists);
        if (this.vocabulary !== null) this.vocabulary.splice(lowerBound(this.vocabulary, term), 0, term);
      }
      const list = (lists[position] ??= []);
      if (list[list.length - 1] !== ordinal) list.push(ordinal);
    }
  }

  /** The terms a query word matches, with the typos each one costs. */
  expand(word: string, prefix: boolean): TermMatch[] {
    const budget = typoBudget(word);
    if (budget === 0 && !prefix) return this.postings.has(word) ? [{ term: word, typos: 0 }] : [];
    const terms = (this.vocabulary ??= [...this.postings.keys()].sort());
    const matches: TermMatch[] = [];
    if (budget === 0) {
      for (let i = lowerBound(terms, word); i < terms.length && terms[i].startsWith(word); i++) {
        matches.push({ term: terms[i], typos: 0 });
      }
      return matches;
    }
    const first = word[0];
    for (let i = lowerBound(terms, first); i < terms.length && terms[i].startsWith(first); i++) {
      const typos = countTypos(word, terms[i], budget, prefix);
      if (typos >= 0) matches.push({ term: terms[i], typos });
    }
    if (budget === 2) {
      // A typo on the first letter costs two: scan the rest of the vocabulary (long words only).
      for (const term of terms) {
        if (term[0] !== first && countTypos(word, term, budget, prefix) === 2) matches.push({ term, typos: 2 });
      }
    }
    return matches;
  }

  /** Documents matching every query word (`size`: the number of ordinals handed out). */
  match(query: ParsedQuery, size: number): TextMatches {
    if (this.best.length < size) {
      const capacity = Math.max(size, this.best.length * 2);
      this.best = new Uint8Array(capacity);
      this.rank = new Uint16Array(capacity);
      this.ordinals = new Int32Array(capacity);
    }
    const { best, rank, ordinals } = this;
    let count = 0;
    query.words.forEach((word, index) => {
      // Per document, the best (fewest typos, then most important attribute) way this word matched.
      best.fill(NO_MATCH, 0, size);
      const prefix = query.lastIsPrefix && index === query.words.length - 1;
      for (const { term, typos } of this.expand(word, prefix)) {
        const lists = this.postings.get(term)!;
        for (let position = 0; position < lists.length; position++) {
          const list = lists[position];
          if (list === undefined) continue;
          const code = typos * 16 + position;
          for (let k = 0; k < list.length; k++) {
            const ordinal = list[k];
            if (code < best[ordinal]) best[ordinal] = code;
          }
        }
      }
      if (index === 0) {
        for (let ordinal = 0; ordinal < size; ordinal++) {
          const code = best[ordinal];
          if (code === NO_MATCH) continue;
          ordinals[count++] = ordinal;
          rank[ordinal] = (code >> 4) * 256 + (code & 15);
        }
      } else {
        let kept = 0;
        for (let k = 0; k < count; k++) {
          const ordinal = ordinals[k];
          const code = best[ordinal];
          if (code === NO_MATCH) continue;
          ordinals[kept++] = ordinal;
          rank[ordinal] += (code >> 4) * 256 + (code & 15);
        }
        count = kept;
      }
    });
    return { ordinals: ordinals.subarray(0, count), rank };
  }
}

/** The first index of `sorted` whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A string equal to `text` that shares no memory with it (V8 keeps a substring as a view of its parent). */
function flatCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}
