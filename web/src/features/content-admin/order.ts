/** `ids` with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  const next = [...ids];
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return next;
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
