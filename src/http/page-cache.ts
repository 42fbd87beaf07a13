import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import etag from 'etag';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../modules/shared/kernel/clock.ts';

/** how a kept page goes out: compressed with brotli or gzip, or as it is */
export type PageEncoding = 'br' | 'gzip' | 'identity';

/** A kept page's bytes in one encoding, and their ETag (as Express would compute it, once instead of at every answer). */
export interface PageBody {
  body: Buffer;
  etag: string;
}

/** A page as rendered for a visitor who is not signed in, answered again byte for byte. */
export interface KeptPage {
  headers: Array<[string, string]>;
  html: Buffer;
  /** the CSP sources that allow the page's inline scripts: their hashes (`'sha256-…'`), in place of a nonce */
  scriptSources: string;
  /** its bytes in each encoding, made at the first answer that asks for it */
  bodies: Partial<Record<PageEncoding, PageBody>>;
}

/** At most this much HTML is kept (a page is 30 to 120 kB). */
const MAX_BYTES = 64 * 1024 * 1024;

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` of each inline script's text, as a Content-Security-Policy allows it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Rendered pages kept a few seconds for visitors who are not signed in (decision 0076): every such visitor of a URL
 * sees the same page, so a homepage asked a thousand times a second is rendered a few times a minute. A page is
 * kept only when it rendered with 200 and set no cookie. Its answers are the same bytes for everyone, so their
 * compressed copies are kept too: the policy of an answer from here allows the page's inline scripts by their
 * hashes rather than by the nonce they were rendered with, which no later answer's policy names. A change (a new
 * listing, an edit) reaches these visitors when the page's time runs out, within `ttlMs`.
 */
export class AnonymousPageCache {
  readonly #pages: LRUCache<string, KeptPage>;

  constructor(ttlMs: number, clock: Clock) {
    this.#pages = new LRUCache<string, KeptPage>({
      ttl: ttlMs,
      maxSize: MAX_BYTES,
      // the HTML and room for its compressed copies, which are made later and are a fifth of its size or less
      sizeCalculation: (page) => Math.ceil(page.html.length * 1.5) + 1,
      perf: { now: () => clock.now().getTime() },
    });
  }

  get(key: string): KeptPage | undefined {
    return this.#pages.get(key);
  }

  keep(key: string, { headers, html }: { headers: Array<[string, string]>; html: Buffer }): void {
    this.#pages.set(key, { headers, html, scriptSources: inlineScriptHashes(html.toString('utf8')).join(' '), bodies: {} });
  }

  /**
   * The page in `encoding`, with its ETag: made once, then kept with it. Brotli at quality 6: a 68 kB property page
   * takes 1.7 ms and 9,720 bytes, against 20 ms and 9,671 bytes at quality 9, and a page is compressed again
   * whenever it is rendered again.
   */
  body(page: KeptPage, encoding: PageEncoding): PageBody {
    if (!page.bodies[encoding]) {
      const body =
        encoding === 'br'
          ? brotliCompressSync(page.html, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: page.html.length },
            })
          : encoding === 'gzip'
            ? gzipSync(page.html, { level: 9 })
            : page.html;
      page.bodies[encoding] = { body, etag: etag(body, { weak: true }) };
    }
    return page.bodies[encoding];
  }
}
