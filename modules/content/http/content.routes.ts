import { Router, type Response } from 'express';
import type { HttpContext } from '../../shared/kernel/endpoint.ts';
import { NotFoundError } from '../../shared/kernel/errors.ts';
import { GetBlogFeed } from '../application/reports/get-blog-feed/get-blog-feed.query.ts';
import { GetSitemap } from '../application/reports/get-sitemap/get-sitemap.query.ts';
import { robotsTxt } from '../application/sitemap.ts';

/** Crawlers fetch these now and then; an hour-old sitemap is fine. */
const SITEMAP_READS = { name: 'content:sitemap:address', limit: 60, windowSeconds: 60 };
const SITEMAP_CACHE = 'public, max-age=3600';
/** Feed readers poll; like the sitemap, limited per address, and kept 10 minutes. */
const FEED_READS = { name: 'content:blog-feed:address', limit: 60, windowSeconds: 60 };
const FEED_CACHE = 'public, max-age=600';

/**
 * What the content module serves outside `/api`, as XML or text: the sitemap, robots.txt and the blog's
 * RSS feed. Its API endpoints are declared beside their use cases (the image upload in upload-blog-image.endpoint.ts).
 */
export function contentRouter({ queries, rateLimit, settings }: HttpContext): Router {
  const router = Router();
  const sitemapReads = rateLimit(SITEMAP_READS);

  const sendXml = (res: Response, xml: string | null) => {
    if (xml === null) throw new NotFoundError('There is no such sitemap');
    res.set('Cache-Control', SITEMAP_CACHE).type('application/xml').send(xml);
  };
  router.get('/robots.txt', sitemapReads, (_req, res) => {
    res.set('Cache-Control', SITEMAP_CACHE).type('text/plain').send(robotsTxt(settings.publicUrl));
  });
  router.get('/sitemap.xml', sitemapReads, async (_req, res) => sendXml(res, await queries.ask(GetSitemap, { file: 'root' }, null)));
  router.get('/sitemaps/pages.xml', sitemapReads, async (_req, res) =>
    sendXml(res, await queries.ask(GetSitemap, { file: 'pages' }, null)),
  );
  router.get(/^\/sitemaps\/(blog|listings)-(\d{1,6})\.xml$/, sitemapReads, async (req, res) =>
    sendXml(res, await queries.ask(GetSitemap, { file: req.params[0] as 'blog' | 'listings', part: Number(req.params[1]) }, null)),
  );

  router.get('/blog/rss.xml', rateLimit(FEED_READS), async (_req, res) => {
    res
      .set('Cache-Control', FEED_CACHE)
      .type('application/rss+xml; charset=utf-8')
      .send(await queries.ask(GetBlogFeed, undefined, null));
  });

  return router;
}
