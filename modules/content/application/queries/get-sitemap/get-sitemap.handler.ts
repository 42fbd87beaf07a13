import { LISTINGS_API, type ListingsApi } from '../../../../listings/contracts/api.ts';
import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import type { PlatformSettings } from '../../../../shared/kernel/settings.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery } from '../../../../shared/kernel/use-case.ts';
import { SITEMAP_URL_LIMIT, sitemapIndex, STATIC_PAGES, urlSet, type SitemapUrl } from '../../sitemap.ts';
import { GetSitemap } from './get-sitemap.query.ts';

type SitemapFile = { file: 'root' } | { file: 'pages' } | { file: 'listings'; part: number };

const listingUrl = ({ id, updatedAt }: { id: string; updatedAt: string }): SitemapUrl => ({ path: `/property/${id}`, lastmod: updatedAt });

export class GetSitemapHandler implements QueryHandler<SitemapFile, string | null> {
  readonly #listings: ListingsApi;
  readonly #base: string;
  readonly #urlLimit: number;

  /** `urlLimit` is the protocol's 50,000; tests pass a small one to see the split */
  constructor(listings: ListingsApi, settings: PlatformSettings, urlLimit = SITEMAP_URL_LIMIT) {
    this.#listings = listings;
    this.#base = settings.publicUrl;
    this.#urlLimit = urlLimit;
  }

  async execute(input: SitemapFile): Promise<string | null> {
    if (input.file === 'pages') return urlSet(this.#base, STATIC_PAGES);
    if (input.file === 'listings') {
      if (!Number.isInteger(input.part) || input.part < 1) return null;
      const { total, listings } = await this.#listings.activeListingsForSitemap({ offset: (input.part - 1) * this.#urlLimit, limit: this.#urlLimit });
      return listings.length > 0 || (input.part === 1 && total === 0) ? urlSet(this.#base, listings.map(listingUrl)) : null;
    }
    const first = await this.#listings.activeListingsForSitemap({ offset: 0, limit: Math.max(0, this.#urlLimit - STATIC_PAGES.length) });
    if (first.total + STATIC_PAGES.length <= this.#urlLimit) return urlSet(this.#base, [...STATIC_PAGES, ...first.listings.map(listingUrl)]);
    const parts = Math.ceil(first.total / this.#urlLimit);
    return sitemapIndex(this.#base, [{ path: '/sitemaps/pages.xml' }, ...Array.from({ length: parts }, (_, n) => ({ path: `/sitemaps/listings-${n + 1}.xml` }))]);
  }
}

export const getSitemap = answersQuery(GetSitemap, [LISTINGS_API, PLATFORM.Settings], (listings, settings) => new GetSitemapHandler(listings, settings));
