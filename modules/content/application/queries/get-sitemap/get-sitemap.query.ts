import { defineQuery } from '../../../../shared/kernel/bus.ts';

/**
 * `/sitemap.xml` (`file: 'root'`): every public URL in one file while they number at most 50,000,
 * else an index of `/sitemaps/pages.xml` and `/sitemaps/listings-{n}.xml` (50,000 listings each).
 * Answers the XML, or null for a file that does not exist.
 */
export const GetSitemap = defineQuery<{ file: 'root' } | { file: 'pages' } | { file: 'listings'; part: number }, string | null>('content.get-sitemap');
