import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type RequestHandler } from 'express';
import type { Config } from '../config.ts';
import type { HttpContext, ModuleDefinition, PageMeta } from '../../modules/shared/kernel/module.ts';
import { escapeHtml } from './html.ts';
import { staticFiles } from './static-files.ts';

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Finds the link-preview meta of a page path (e.g. a public listing's), or null. */
export type PageMetaResolver = (path: string) => Promise<PageMeta | null>;

const SITE_NAME = 'DealAcre';

/** The first module that claims the path answers its meta (a failure reaches spaRouter, which serves the plain page). */
export function modulePageMeta(modules: readonly ModuleDefinition[], context: HttpContext): PageMetaResolver {
  const resolvers = modules.filter((module) => module.pageMeta).map((module) => module.pageMeta!.bind(module));
  return async (pagePath) => {
    for (const resolve of resolvers) {
      const meta = await resolve(pagePath, context);
      if (meta) return meta;
    }
    return null;
  };
}

const metaTag = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * Writes the page's head: the map tile URL on every page (the SPA's maps read it) and, when the
 * page has meta, its title, description, canonical URL, Open Graph and Twitter card tags. Every
 * value is HTML-escaped; relative image paths are made absolute with the public URL.
 */
export function injectHead(html: string, { mapTileUrl, publicUrl, pagePath, meta }: { mapTileUrl: string; publicUrl: string; pagePath: string; meta: PageMeta | null }): string {
  const tags = [metaTag('name', 'map-tile-url', mapTileUrl)];
  let page = html;
  if (meta) {
    const base = publicUrl.replace(/\/$/, '');
    const url = `${base}${pagePath}`;
    const image = meta.image ? new URL(meta.image, `${base}/`).toString() : null;
    page = page
      .replace(/<title>[\s\S]*?<\/title>/i, '')
      .replace(/<meta\s+name="description"[^>]*>/i, '');
    tags.push(
      `<title>${escapeHtml(meta.title)}</title>`,
      metaTag('name', 'description', meta.description),
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      metaTag('property', 'og:site_name', SITE_NAME),
      metaTag('property', 'og:type', meta.type ?? 'website'),
      metaTag('property', 'og:title', meta.title),
      metaTag('property', 'og:description', meta.description),
      metaTag('property', 'og:url', url),
      ...(image ? [metaTag('property', 'og:image', image)] : []),
      metaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
      metaTag('name', 'twitter:title', meta.title),
      metaTag('name', 'twitter:description', meta.description),
      ...(image ? [metaTag('name', 'twitter:image', image)] : []),
    );
  }
  const head = tags.map((tag) => `    ${tag}\n`).join('');
  return /<\/head>/i.test(page) ? page.replace(/<\/head>/i, `${head}  </head>`) : `${head}${page}`;
}

/**
 * index.html, read once and kept while the file is unchanged (a rebuild replaces it and its
 * hashed asset names, so a changed modification time reads it again).
 */
function indexHtmlCache(file: string): () => string | null {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      cached = null;
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name stays across builds (index.html, favicon.svg): cached, but revalidated each use. */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA: hashed assets cached for a year, other files and index.html revalidated at
 * every use, and every other GET answered with index.html so the client router can show the page
 * (or its 404). Files go out as their precompressed .br or .gz copy when the client accepts it
 * (staticFiles); the page itself is written per request and compressed on the fly
 * (responseCompression in app.ts). Its head carries the map tile URL and, for pages with public
 * meta (a listing), link-preview tags.
 */
export function spaRouter(config: Config, distDir = WEB_DIST, pageMeta: PageMetaResolver = async () => null, rateLimit: RequestHandler = (_req, _res, next) => next()): Router {
  const router = Router();
  const indexHtml = indexHtmlCache(path.join(distDir, 'index.html'));
  router.use('/assets', staticFiles(path.join(distDir, 'assets'), { cacheControl: IMMUTABLE, fallthrough: false }));
  // index.html (and its copies) only through the page handler below, which writes the page's head
  router.use(staticFiles(distDir, { cacheControl: REVALIDATE, fallthrough: true, skip: (requestPath) => /^\/index\.html(\.br|\.gz)?$/.test(requestPath) }));
  // pages look up their link-preview meta in the read models, so they count against a per-address limit
  router.get('/{*path}', rateLimit, async (req, res) => {
    const html = indexHtml();
    if (html === null) {
      res.status(503).type('text/plain').send('The web app has not been built yet. Run `npm run build` (npm start does it for you).');
      return;
    }
    let meta: PageMeta | null = null;
    try {
      meta = await pageMeta(req.path);
    } catch (error) {
      // a preview is a nicety: the page itself must still load
      req.log?.warn({ err: error }, 'page meta failed');
    }
    res.setHeader('Cache-Control', REVALIDATE);
    res
      .type('html')
      .send(injectHead(html, { mapTileUrl: config.MAP_TILE_URL, publicUrl: config.PUBLIC_URL, pagePath: req.path, meta }));
  });
  return router;
}
