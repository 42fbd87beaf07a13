/** Typos a query word may carry: Meilisearch's defaults, 1 from 5 characters and 2 from 9. */
export function typoBudget(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/**
 * The typos needed to turn the query `word` into `term` (or into a prefix of `term` when `prefix`),
 * or -1 when that takes more than `budget`. A swap of two adjacent letters is one typo. As in
 * Meilisearch, a typo on the first letter counts as two, so only words long enough for two typos
 * tolerate it.
 */
export function countTypos(word: string, term: string, budget: number, prefix: boolean): number {
  if (term.charCodeAt(0) === word.charCodeAt(0)) return editDistance(word, term, budget, prefix);
  if (budget < 2) return -1;
  return editDistance(word, term, 1, prefix) === -1 ? -1 : 2;
}

// Three columns of the dynamic-programming table, reused across calls (searches are synchronous).
let before = new Int32Array(64);
let previous = new Int32Array(64);
let current = new Int32Array(64);

/**
 * Optimal-string-alignment distance between `word` and `term` (or the closest prefix of `term`),
 * or -1 when it exceeds `max`. Walks `term` one column at a time and stops as soon as no cell of two
 * consecutive columns is within `max`, so most non-matching terms cost a few columns only.
 */
function editDistance(word: string, term: string, max: number, prefix: boolean): number {
  const m = word.length;
  const n = term.length;
  if (prefix ? n < m - max : Math.abs(m - n) > max) return -1;
  if (current.length <= m) {
    before = new Int32Array(m + 1);
    previous = new Int32Array(m + 1);
    current = new Int32Array(m + 1);
  }
  for (let i = 0; i <= m; i++) previous[i] = i;
  let best = prefix ? m : Infinity;
  let previousMin = 0;
  for (let j = 1; j <= n; j++) {
    const t = term.charCodeAt(j - 1);
    const tBefore = j > 1 ? term.charCodeAt(j - 2) : -1;
    current[0] = j;
    let columnMin = j;
    for (let i = 1; i <= m; i++) {
      const w = word.charCodeAt(i - 1);
      let cell = Math.min(previous[i] + 1, current[i - 1] + 1, previous[i - 1] + (w === t ? 0 : 1));
      if (i > 1 && w === tBefore && word.charCodeAt(i - 2) === t) cell = Math.min(cell, before[i - 2] + 1);
      current[i] = cell;
      if (cell < columnMin) columnMin = cell;
    }
    if (prefix && current[m] < best) best = current[m];
    if (columnMin > max && previousMin > max) return prefix && best <= max ? best : -1;
    previousMin = columnMin;
    const oldest = before;
    before = previous;
    previous = current;
    current = oldest;
  }
  const distance = prefix ? best : previous[m];
  return distance <= max ? distance : -1;
}
