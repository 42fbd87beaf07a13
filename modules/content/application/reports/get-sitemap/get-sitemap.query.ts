import { defineQuery } from '../../../../shared/kernel/bus.ts';

export type SitemapFile = { file: 'root' } | { file: 'pages' } | { file: 'blog'; part: number } | { file: 'listings'; part: number };

/**
 * `/sitemap.xml` (`file: 'root'`): every public URL in one file while they number at most 50,000,
 * else an index of `/sitemaps/pages.xml`, `/sitemaps/blog-{n}.xml` and `/sitemaps/listings-{n}.xml`
 * (50,000 posts or listings each). Answers the XML, or null for a file that does not exist.
 */
export const GetSitemap = defineQuery<SitemapFile, string | null>('content.get-sitemap');
