import type { IncomingMessage } from 'node:http';
import { AppError } from '../../modules/shared/kernel/errors.ts';

/** No request the API takes nests deeper than a handful of levels; this leaves ample room. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the JSON text in `bytes` opens more than `max` objects or arrays inside each other (brackets in strings do not count). */
export function nestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (inString) {
      if (byte === BACKSLASH) index++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * express.json's `verify` hook: it sees the raw bytes before they are parsed, so a body nested
 * thousands of levels deep is refused with a 400 before any parsing or walking costs CPU.
 */
export function refuseDeepJson(_req: IncomingMessage, _res: unknown, bytes: Buffer): void {
  if (nestsDeeperThan(bytes, MAX_JSON_DEPTH)) {
    // `status` keeps body-parser from turning the refusal into its default 403
    const refusal = new AppError('validation', `The request body is nested deeper than ${MAX_JSON_DEPTH} levels`, {
      code: 'too_deeply_nested',
    });
    throw Object.assign(refusal, { status: 400 });
  }
}
