const WORD = /[\p{L}\p{N}]+/gu;
const ENDS_IN_WORD = /[\p{L}\p{N}]$/u;
const COMBINING_MARKS = /\p{M}+/gu;
const NON_ASCII = /[^\p{ASCII}]/u;

/** Meilisearch reads at most this many words of a query; the rest are ignored. */
export const MAX_QUERY_WORDS = 10;

/** Lower-cases and folds diacritics: "Café", "CAFE" and "cafe" all become "cafe". */
export function normalize(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFKD').replace(COMBINING_MARKS, '') : lower;
}

/** The words of a text: runs of letters and digits, normalized. */
export function tokenize(text: string): string[] {
  return normalize(text).match(WORD) ?? [];
}

/** The words of a searchable attribute value; numbers and booleans are searchable as text too. */
export function tokenizeValue(value: unknown): string[] {
  if (typeof value === 'string') return tokenize(value);
  if (typeof value === 'number' || typeof value === 'boolean') return tokenize(String(value));
  if (Array.isArray(value)) return value.flatMap(tokenizeValue);
  return [];
}

export interface ParsedQuery {
  words: string[];
  /** whether the last word also matches as a prefix (search-as-you-type) */
  lastIsPrefix: boolean;
}

export function parseQuery(text: string): ParsedQuery {
  const normalized = normalize(text);
  const words = normalized.match(WORD) ?? [];
  return {
    words: words.slice(0, MAX_QUERY_WORDS),
    // As in Meilisearch, only a word that ends the query is a prefix: "ran" finds "ranch", "ran " does not.
    lastIsPrefix: words.length <= MAX_QUERY_WORDS && ENDS_IN_WORD.test(normalized),
  };
}
