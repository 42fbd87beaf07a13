import compression from 'compression';
import type { RequestHandler } from 'express';

/** Below this an answer is sent as it is: compressing it would save less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic answers on the fly: the SPA's page (its head is written per request), JSON
 * from the API, the dev mail pages. Brotli (quality 4, fast enough per request) when the client
 * accepts it, else gzip; answers under 1 KB and types that are compressed already (images) go as
 * they are. It leaves alone:
 * - the web build's files, which staticFiles sends precompressed: an answer that already has a
 *   Content-Encoding is never compressed again;
 * - Server-Sent Events (`text/event-stream`), whose events must reach the browser as they are
 *   written, not when a compressor's buffer fills;
 * - answers marked `Cache-Control: no-transform`, the way for a route to opt out (e.g. one that
 *   would echo attacker-chosen text beside a secret in one body).
 * Every answer of a compressible type carries `Vary: Accept-Encoding`.
 */
export function responseCompression(): RequestHandler {
  return compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter(req, res) {
      if (/^text\/event-stream/i.test(String(res.getHeader('Content-Type') ?? ''))) return false;
      return compression.filter(req, res);
    },
  });
}
