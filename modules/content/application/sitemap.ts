import { escapeHtml as escapeXml } from '../../shared/kernel/html.ts';

/** One URL of a sitemap (sitemaps.org protocol 0.9). */
export interface SitemapUrl {
  /** a path on the site: `/property/…` */
  path: string;
  /** ISO date-time of the last change, when known */
  lastmod?: string;
}

/** The protocol's limit of URLs per file; above it the sitemap is an index of several files. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Public pages that are not listings or blog posts, with the day their content last changed where it matters. */
export const STATIC_PAGES: readonly SitemapUrl[] = [
  { path: '/' },
  { path: '/search' },
  { path: '/pricing' },
  { path: '/join' },
  { path: '/blog' },
  { path: '/privacy-policy', lastmod: '2026-11-25' },
  { path: '/terms-of-service', lastmod: '2026-11-25' },
];

const absolute = (base: string, path: string) => escapeXml(`${base.replace(/\/$/, '')}${path}`);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlSet(base: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    ({ path, lastmod }) => `  <url><loc>${absolute(base, path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(base: string, files: readonly SitemapUrl[]): string {
  const entries = files.map(
    ({ path, lastmod }) =>
      `  <sitemap><loc>${absolute(base, path)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** `robots.txt`: everything public may be crawled; the API, the dev pages and members' own pages not. */
export function robotsTxt(base: string): string {
  const privatePaths = [
    '/api/',
    '/dev/',
    '/settings',
    '/messages',
    '/dashboard',
    '/member-dashboard',
    '/post-property',
    '/subscribe/',
    '/unsubscribe',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base.replace(/\/$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
