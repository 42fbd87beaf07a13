import { LISTINGS_API } from '../../../../listings/contracts/api.ts';
import type { QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, UsesDependencies, type Injected } from '../../../../shared/kernel/use-case.ts';
import { BlogPost } from '../../../domain/blog-post.entity.ts';
import { SITEMAP_URL_LIMIT, sitemapIndex, STATIC_PAGES, urlSet, type SitemapUrl } from '../../sitemap.ts';
import { GetSitemap, type SitemapFile } from './get-sitemap.query.ts';

const listingUrl = ({ id, updatedAt }: { id: string; updatedAt: string }): SitemapUrl => ({ path: `/property/${id}`, lastmod: updatedAt });
const postUrl = (post: { slug: string; updatedAt: Date }): SitemapUrl => ({
  path: `/blog/${post.slug}`,
  lastmod: post.updatedAt.toISOString(),
});
const parts = (total: number, size: number) => Math.ceil(total / size);

const needs = { listings: LISTINGS_API, em: PLATFORM.EntityManager, settings: PLATFORM.Settings };

/** Listings come through the listings module's public API; published blog posts from this module's table, newest first. */
export class GetSitemapHandler extends UsesDependencies<typeof needs> implements QueryHandler<SitemapFile, string | null> {
  readonly #urlLimit: number;

  /** `urlLimit` is the protocol's 50,000; tests pass a small one to see the split */
  constructor(deps: Injected<typeof needs>, urlLimit = SITEMAP_URL_LIMIT) {
    super(deps);
    this.#urlLimit = urlLimit;
  }

  get #base() {
    return this.deps.settings.publicUrl;
  }

  async execute(input: SitemapFile): Promise<string | null> {
    if (input.file === 'pages') return urlSet(this.#base, STATIC_PAGES);
    if (input.file === 'blog' || input.file === 'listings') {
      if (!Number.isInteger(input.part) || input.part < 1) return null;
      const offset = (input.part - 1) * this.#urlLimit;
      const { total, urls } =
        input.file === 'blog' ? await this.#posts(offset, this.#urlLimit) : await this.#listingUrls(offset, this.#urlLimit);
      return urls.length > 0 || (input.part === 1 && total === 0) ? urlSet(this.#base, urls) : null;
    }
    const posts = await this.#posts(0, this.#urlLimit);
    const listings = await this.#listingUrls(0, Math.max(0, this.#urlLimit - STATIC_PAGES.length - posts.urls.length));
    if (STATIC_PAGES.length + posts.total + listings.total <= this.#urlLimit)
      return urlSet(this.#base, [...STATIC_PAGES, ...posts.urls, ...listings.urls]);
    return sitemapIndex(this.#base, [
      { path: '/sitemaps/pages.xml' },
      ...Array.from({ length: parts(posts.total, this.#urlLimit) }, (_, n) => ({ path: `/sitemaps/blog-${n + 1}.xml` })),
      ...Array.from({ length: parts(listings.total, this.#urlLimit) }, (_, n) => ({ path: `/sitemaps/listings-${n + 1}.xml` })),
    ]);
  }

  async #posts(offset: number, limit: number): Promise<{ total: number; urls: SitemapUrl[] }> {
    const [posts, total] = await this.deps.em
      .fork()
      .findAndCount(
        BlogPost,
        { status: 'published' },
        { fields: ['slug', 'updatedAt'], orderBy: { publishAt: 'desc', id: 'desc' }, offset, limit },
      );
    return { total, urls: posts.map(postUrl) };
  }

  async #listingUrls(offset: number, limit: number): Promise<{ total: number; urls: SitemapUrl[] }> {
    const { total, listings } = await this.deps.listings.activeListingsForSitemap({ offset, limit });
    return { total, urls: listings.map(listingUrl) };
  }
}

export const getSitemap = answersQuery(GetSitemap, needs, GetSitemapHandler);
