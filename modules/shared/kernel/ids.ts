/**
 * Time-ordered UUID (version 7): ids sort by creation time, which keeps B-tree inserts local and
 * gives listings a natural newest-first tie-break. Uses Web Crypto, so it runs in Node and browsers.
 */
export function newId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  for (let i = 5, t = now; i >= 0; i--, t = Math.floor(t / 256)) bytes[i] = t % 256;
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` is shaped like a UUID: lets a lookup by a malformed id answer "not found" without a query. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
