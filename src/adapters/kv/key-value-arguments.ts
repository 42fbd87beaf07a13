/**
 * Argument checks shared by the KeyValue adapters. Both reject the same bad input with the same error,
 * before touching the store, so a bad TTL or step never leaves a half-applied increment in Redis.
 */
export function assertTtlSeconds(ttlSeconds: number | undefined): void {
  if (ttlSeconds !== undefined && !(Number.isSafeInteger(ttlSeconds) && ttlSeconds > 0)) {
    throw new RangeError(`ttlSeconds must be a positive integer, got ${ttlSeconds}`);
  }
}

export function assertInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be an integer, got ${value}`);
  }
}
