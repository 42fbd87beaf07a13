/** two hex digits of each byte value */
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
/** random bytes drawn a few kilobytes at a time: one call into the system's generator per 256 ids, not per id */
const pool = new Uint8Array(4096);
let drawn = pool.length;

/**
 * Time-ordered UUID (version 7): ids sort by creation time, which keeps B-tree inserts local and
 * gives listings a natural newest-first tie-break. Uses Web Crypto, so it runs in Node and browsers.
 */
export function newId(now = Date.now()): string {
  if (drawn === pool.length) {
    crypto.getRandomValues(pool);
    drawn = 0;
  }
  const bytes = pool.subarray(drawn, (drawn += 16));
  for (let i = 5, t = now; i >= 0; i--, t = Math.floor(t / 256)) bytes[i] = t % 256;
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  let hex = '';
  for (let i = 0; i < 16; i++) hex += (i === 4 || i === 6 || i === 8 || i === 10 ? '-' : '') + HEX[bytes[i]];
  return hex;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` is shaped like a UUID: lets a lookup by a malformed id answer "not found" without a query. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
