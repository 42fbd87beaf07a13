import { LRUCache } from 'lru-cache';
import type { Clock } from '../../modules/shared/kernel/clock.ts';

/** A page as rendered for a visitor who is not signed in: its headers, its HTML and the CSP nonce written in it. */
export interface CachedPage {
  headers: Array<[string, string]>;
  html: string;
  nonce: string;
}

/** At most this much HTML is kept (a page is 30 to 120 kB). */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * Rendered pages kept a few seconds for visitors who are not signed in (decision 0076): every such visitor of a URL
 * sees the same page, so a homepage asked a thousand times a second is rendered a few times a minute. A page is
 * kept only when it rendered with 200 and set no cookie; each answer from here gets its own CSP nonce. A change
 * (a new listing, an edit) reaches these visitors when the page's time runs out, within `ttlMs`.
 */
export class AnonymousPageCache {
  readonly #pages: LRUCache<string, CachedPage>;

  constructor(ttlMs: number, clock: Clock) {
    this.#pages = new LRUCache<string, CachedPage>({
      ttl: ttlMs,
      maxSize: MAX_BYTES,
      sizeCalculation: (page) => page.html.length + 1,
      perf: { now: () => clock.now().getTime() },
    });
  }

  /** the page kept for `key`, with `nonce` in place of the one it was rendered with; undefined when none is */
  get(key: string, nonce: string): { headers: Array<[string, string]>; html: string } | undefined {
    const page = this.#pages.get(key);
    return page && { headers: page.headers, html: page.html.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`) };
  }

  set(key: string, page: CachedPage): void {
    this.#pages.set(key, page);
  }
}
