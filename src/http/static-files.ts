import { readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';
import Negotiator from 'negotiator';

/** The precompressed copies the web build writes beside a file (web/vite.config.ts), best first. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type PrecompressedEncoding = (typeof VARIANTS)[number]['encoding'];

const ENCODINGS: readonly PrecompressedEncoding[] = VARIANTS.map((variant) => variant.encoding);

/**
 * negotiator 1.x, the package behind Express's `req.acceptsEncodings`, takes the server's order
 * among encodings of equal q-value as `{ preferred }`; @types/negotiator describes 0.6, without it.
 */
interface EncodingNegotiator {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
}

/**
 * The precompressed encodings a request's Accept-Encoding allows, in the order to try them: by the
 * client's q-values, brotli first when they tie. A coding the header does not name is allowed by
 * `*`; `q=0` refuses it. Without the header nothing is compressed.
 *
 * The header is parsed by negotiator, as `req.acceptsEncodings` does; that method returns only the
 * best encoding, ties going to the one the client names first ("gzip, deflate, br" would get gzip),
 * so this asks negotiator for the whole order, preferring brotli as the compression middleware does.
 */
export function acceptedEncodings(header: string | undefined): PrecompressedEncoding[] {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as EncodingNegotiator;
  return negotiator.encodings(ENCODINGS, { preferred: ENCODINGS }) as PrecompressedEncoding[];
}

interface Chosen {
  encoding: PrecompressedEncoding;
  /** the requested file's extension, whose Content-Type the answer keeps */
  extension: string;
}
const CHOSEN = Symbol('precompressed');
type WithChosen = ServerResponse & { [CHOSEN]?: Chosen };

/**
 * The files under `base`, as paths below it ('/favicon.svg', '/index-a1b2c3.js.br'); none while it does not exist.
 * A page's request would otherwise cost three failed `stat`s (its two copies and the file), a fifth of the host's
 * time on pages kept for visitors.
 */
function filesUnder(base: string): Set<string> {
  try {
    return new Set(
      readdirSync(base, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
    );
  } catch {
    return new Set();
  }
}

export interface StaticFilesOptions {
  /** the Cache-Control of every file served */
  cacheControl: string;
  /** false: a missing file is a 404 here; true: the request goes on to the next handler */
  fallthrough: boolean;
  /** request paths (relative to the mount) this handler leaves to the next one */
  skip?: (requestPath: string) => boolean;
}

/**
 * Serves the files under `root` as express.static does (ETag, Last-Modified, 304, Range, HEAD),
 * choosing for each request the best copy the client accepts: `<file>.br`, else `<file>.gz`, else
 * the file. A compressed copy keeps the file's Content-Type and carries Content-Encoding, its own
 * Content-Length and ETag (another representation), and `Vary: Accept-Encoding`; a file that has
 * copies carries the Vary header in every encoding, so a shared cache keeps them apart.
 *
 * The files are listed at the first request (a build made while the host waits for one is found at its next
 * request); files written under `root` later are not served: a new build needs a restart, as a changed host does.
 */
export function staticFiles(root: string, { cacheControl, fallthrough, skip }: StaticFilesOptions): RequestHandler {
  const base = path.resolve(root);
  const serve = express.static(base, {
    index: false,
    fallthrough,
    cacheControl: false,
    setHeaders(res: WithChosen) {
      // called only once the file is found and about to be sent (404s never carry these)
      res.setHeader('Cache-Control', cacheControl);
      const chosen = res[CHOSEN];
      if (!chosen) return;
      (res as unknown as Response).type(chosen.extension);
      res.setHeader('Content-Encoding', chosen.encoding);
    },
  });

  let files = new Set<string>();
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || skip?.(req.path)) {
      next();
      return;
    }
    if (files.size === 0) files = filesUnder(base);
    let requested: string;
    try {
      requested = decodeURIComponent(req.path);
    } catch {
      requested = '';
    }
    const present = VARIANTS.map((variant) => files.has(requested + variant.suffix));
    if (!files.has(requested) && !present.some(Boolean)) {
      if (fallthrough) next();
      else serve(req, res, next);
      return;
    }
    const file = requested && !requested.includes('\0') ? path.join(base, requested) : '';
    if (file.startsWith(base + path.sep)) {
      if (present.some(Boolean)) res.vary('Accept-Encoding');
      const encoding = acceptedEncodings(req.get('Accept-Encoding')).find(
        (candidate) => present[VARIANTS.findIndex((variant) => variant.encoding === candidate)],
      );
      if (encoding) {
        const { suffix } = VARIANTS.find((variant) => variant.encoding === encoding)!;
        (res as WithChosen)[CHOSEN] = { encoding, extension: path.extname(file) };
        const query = req.url.indexOf('?');
        req.url = query === -1 ? `${req.url}${suffix}` : `${req.url.slice(0, query)}${suffix}${req.url.slice(query)}`;
      }
    }
    serve(req, res, next);
  };
}
