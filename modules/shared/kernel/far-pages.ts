/**
 * A page of a table in its order, read from the nearer end (decision 0061): an offset skips index entries one by one,
 * so the last page of 100,000 rows would skip them all. A page in the far half is asked in the reverse order (only
 * exact for an order whose keys are never null, ties broken by a unique key), from the other end, and its rows
 * turned back. `read` gets the limit, the offset and whether the order is reversed.
 */
export async function pageFromNearerEnd<T>(
  total: number,
  page: { limit: number; offset: number },
  read: (limit: number, offset: number, reversed: boolean) => Promise<T[]>,
): Promise<T[]> {
  const { limit, offset } = page;
  if (offset >= total) return [];
  if (offset <= total / 2) return read(limit, offset, false);
  const rows = await read(Math.min(limit, total - offset), Math.max(0, total - offset - limit), true);
  return rows.reverse();
}

export const reversedOrder = (order: 'asc' | 'desc', reversed: boolean): 'asc' | 'desc' =>
  reversed ? (order === 'asc' ? 'desc' : 'asc') : order;
