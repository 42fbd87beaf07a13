/**
 * The check another module's local copy of the active listings is whole by: the number of active
 * listings and a checksum over each one's id, owner, publication time and version (the sum of a
 * 60-bit slice of an MD5 of each, so the order of the rows does not matter). Given the column
 * expressions of a listing's fields in the copy, the select list of `count` and `checksum`, both as
 * text; the listings module answers the same over its own table (ListingsApi.activeListingsChecksum).
 */
export function listingsChecksumSql(columns: { id: string; ownerId: string; publishedAt: string; version: string }): string {
  const published = `coalesce((extract(epoch from ${columns.publishedAt}) * 1000000)::bigint::text, '')`;
  const row = `concat_ws('|', ${columns.id}, ${columns.ownerId}, ${published}, ${columns.version})`;
  return `count(*)::text as count, coalesce(sum(('x' || left(md5(${row}), 15))::bit(60)::bigint), 0)::text as checksum`;
}

export interface ListingsChecksum {
  count: string;
  checksum: string;
}
