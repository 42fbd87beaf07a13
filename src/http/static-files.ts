import { stat } from 'node:fs/promises';
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

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
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

  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || skip?.(req.path)) {
      next();
      return;
    }
    let requested: string;
    try {
      requested = decodeURIComponent(req.path);
    } catch {
      requested = '';
    }
    const file = requested && !requested.includes('\0') ? path.join(base, requested) : '';
    if (file.startsWith(base + path.sep)) {
      const present = await Promise.all(VARIANTS.map((variant) => isFile(file + variant.suffix)));
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
