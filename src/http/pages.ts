import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerManifest } from '@tanstack/router-core';
import type express from 'express';
import { Router, type RequestHandler } from 'express';
import type { Config } from '../config.ts';
import type { AnonymousPageCache } from './page-cache.ts';
import type { HttpContext, ModuleDefinition, PageMeta } from '../../modules/shared/kernel/module.ts';
import { escapeHtml } from '../../modules/shared/kernel/html.ts';
import type { ApiTransport } from './in-process-api.ts';
import { serverManifest, type ViteManifest } from './page-assets.ts';
import { staticFiles } from './static-files.ts';

/** The web build: client/ (the browser's files) and server/ (the page renderer); see web/vite.config.ts. */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Finds the link-preview meta of a page path (e.g. a public listing's), or null. */
export type PageMetaResolver = (path: string) => Promise<PageMeta | null>;

const SITE_NAME = 'DealAcre';
/** A page without its own title or link-preview meta gets the site's. */
const SITE_TITLE = 'DealAcre - Wholesale Real Estate Marketplace';
const SITE_DESCRIPTION =
  'DealAcre: the wholesale real estate marketplace for buying, selling and investing in land, residential and investment properties.';

/** The first module that claims the path answers its meta (a failure reaches pagesRouter, which renders the page without it). */
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
 * Writes the page's head: the map tile URL on every page (the web app's maps read it) and, when the
 * page has meta, its title, description, canonical URL, Open Graph and Twitter card tags; otherwise
 * the site's title and description, each unless the page rendered its own. Every value is
 * HTML-escaped; relative image paths are made absolute with the public URL.
 */
export function injectHead(
  html: string,
  { mapTileUrl, publicUrl, pagePath, meta }: { mapTileUrl: string; publicUrl: string; pagePath: string; meta: PageMeta | null },
): string {
  const tags = [metaTag('name', 'map-tile-url', mapTileUrl)];
  let page = html;
  if (meta) {
    const base = publicUrl.replace(/\/$/, '');
    const url = `${base}${pagePath}`;
    const image = meta.image ? new URL(meta.image, `${base}/`).toString() : null;
    page = page.replace(/<title>[\s\S]*?<\/title>/i, '').replace(/<meta\s+name="description"[^>]*>/i, '');
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
  } else {
    if (!/<title>/i.test(page)) tags.push(`<title>${SITE_TITLE}</title>`);
    if (!/<meta\s+name="description"/i.test(page)) tags.push(metaTag('name', 'description', SITE_DESCRIPTION));
  }
  const head = tags.map((tag) => `    ${tag}\n`).join('');
  return /<\/head>/i.test(page) ? page.replace(/<\/head>/i, `${head}  </head>`) : `${head}${page}`;
}

/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name stays across builds (favicon.svg): cached, but revalidated each use. */
export const REVALIDATE = 'no-cache';
/**
 * Rendered pages: revalidated each use, and kept by the viewer's browser only, never by a shared cache: a page is
 * rendered as its viewer sees it (signed in or not, a listing's street address shown or withheld, decision 0070).
 */
export const PAGE_CACHE_CONTROL = 'private, no-cache';

/** What the server build of the web app exports (web/src/entry-server.tsx). */
export interface PageRenderer {
  renderPage(options: { request: Request; manifest: ServerManifest; api: ApiTransport; nonce: string }): Promise<Response>;
}

/** What pages are rendered with: the web app's renderer and the manifest of the browser's scripts and styles. */
export interface PageRendering {
  renderer: PageRenderer;
  manifest: ServerManifest;
}

/** The web app as the host serves it: the browser's files, and what renders its pages (null until built). */
export interface WebApp {
  files: RequestHandler;
  rendering(): Promise<PageRendering | null>;
  close?(): Promise<void>;
}

/**
 * The built web app (`npm run build`): the browser's files from client/ (hashed assets cached for a
 * year, other files revalidated at every use) and the page renderer from server/, loaded at the
 * first page request, then kept: a rebuild needs a restart, as any change to the host does.
 */
export function builtWebApp(distDir = WEB_DIST): WebApp {
  const clientDir = path.join(distDir, 'client');
  const files = Router()
    .use('/assets', staticFiles(path.join(clientDir, 'assets'), { cacheControl: IMMUTABLE, fallthrough: false }))
    .use(staticFiles(clientDir, { cacheControl: REVALIDATE, fallthrough: true }));
  let loading: Promise<PageRendering | null> | null = null;
  const load = async (): Promise<PageRendering | null> => {
    const entry = path.join(distDir, 'server', 'entry-server.js');
    const viteManifest = path.join(clientDir, '.vite', 'manifest.json');
    if (!existsSync(entry) || !existsSync(viteManifest)) return null;
    const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
    return { renderer, manifest: serverManifest(JSON.parse(readFileSync(viteManifest, 'utf8')) as ViteManifest) };
  };
  return {
    files,
    rendering: () => {
      loading ??= load().then((rendering) => {
        if (!rendering) loading = null;
        return rendering;
      });
      return loading;
    },
  };
}

/** The request as the web app's router reads it: the visitor's URL, headers and disconnect. */
function pageRequest(req: express.Request, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const each of value) headers.append(name, each);
  }
  return new Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, { headers, signal });
}

/**
 * Serves the web app: its files, and every other GET rendered on the server (web/src/entry-server.tsx) into a streamed document that
 * the browser hydrates: the page's content, its 404 or a redirect (a guarded page for a visitor).
 * Files go out as their precompressed .br or .gz copy when the client accepts it (staticFiles); the
 * page is compressed on the fly (responseCompression in app.ts). The host writes the page's head
 * tags the modules know: the map tile URL and, for pages with public meta (a listing), link previews.
 */
export function pagesRouter({
  config,
  webApp,
  pageMeta = async () => null,
  rateLimit = (_req, _res, next) => next(),
  api,
  pageCache,
}: {
  config: Config;
  webApp: WebApp;
  pageMeta?: PageMetaResolver;
  rateLimit?: RequestHandler;
  /** answers the API requests of a page being rendered (inProcessApi) */
  api: (visitor: express.Request) => ApiTransport;
  /** pages kept briefly for visitors who are not signed in; none: every page is rendered */
  pageCache?: AnonymousPageCache;
}): Router {
  const router = Router();
  router.use(webApp.files);
  // pages run the API's queries and look up their link-preview meta, so they count against a per-address limit
  router.get('/{*path}', rateLimit, async (req, res) => {
    const nonce = res.locals.cspNonce as string;
    // a visitor not signed in (identity's middleware found no session) sees what every such visitor of the URL sees
    const cacheKey = pageCache && res.locals.actor === null ? `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}` : null;
    const kept = cacheKey ? pageCache!.get(cacheKey) : undefined;
    if (kept) {
      for (const [name, value] of kept.headers) res.append(name, value);
      // the page's inline scripts carry the nonce of the answer it was rendered for: this answer allows them by their hashes
      const policy = res.getHeader('Content-Security-Policy');
      if (typeof policy === 'string') res.setHeader('Content-Security-Policy', policy.replace(`'nonce-${nonce}'`, kept.scriptSources));
      // brotli first, as the compression of other answers (browsers list gzip first)
      const encoding = (['br', 'gzip'] as const).find((each) => req.acceptsEncodings(each) === each);
      res.vary('Accept-Encoding').setHeader('Cache-Control', PAGE_CACHE_CONTROL).setHeader('X-Page-Cache', 'hit').type('html');
      const { body, etag } = pageCache!.body(kept, encoding ?? 'identity');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('ETag', etag).send(body);
      return;
    }
    const loaded = await webApp.rendering();
    if (!loaded) {
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
    const disconnected = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) disconnected.abort();
    });
    const page = await loaded.renderer.renderPage({
      request: pageRequest(req, disconnected.signal),
      manifest: loaded.manifest,
      api: api(req),
      nonce,
    });
    res.status(page.status);
    const headers: Array<[string, string]> = [];
    page.headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'content-type') headers.push([name, value]);
    });
    for (const [name, value] of headers) res.append(name, value);
    if (page.body) res.type('html');
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
    const keep = cacheKey !== null && page.status === 200 && page.body !== null && !page.headers.has('set-cookie');
    if (cacheKey) res.setHeader('X-Page-Cache', 'miss');
    if (!page.body) {
      res.end();
      return;
    }
    const head = (html: string) =>
      injectHead(html, { mapTileUrl: config.MAP_TILE_URL, publicUrl: config.PUBLIC_URL, pagePath: req.path, meta });
    // the middleware's listeners (logging, metrics, this route's disconnect) and the pipeline's own end-of-stream
    // tracking add up to more than the default ten 'close' listeners on one response: expected, not a leak
    res.setMaxListeners(20);
    try {
      const written: Buffer[] = [];
      const keeper = new Transform({
        transform(chunk: Buffer | string, _encoding, done) {
          if (keep) written.push(Buffer.from(chunk));
          done(null, chunk);
        },
        // the whole page has been read: kept before it has reached the visitor, for the next one
        flush(done) {
          if (keep) pageCache!.keep(cacheKey, { headers, html: Buffer.concat(written) });
          done();
        },
      });
      await pipeline(Readable.fromWeb(page.body as ReadableStream<Uint8Array>), headInjector(head), keeper, res);
    } catch (error) {
      // a visitor who left while the page was being written is not a failure of the server's
      if (CLIENT_LEFT.has((error as NodeJS.ErrnoException).code ?? '')) return;
      throw error;
    }
  });
  return router;
}

/** What writing the page fails with when the visitor has gone (any other failure is the server's, and is logged) */
const CLIENT_LEFT = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_UNABLE_TO_PIPE', 'ERR_STREAM_DESTROYED', 'ECONNRESET', 'EPIPE']);

/** Rewrites the document's head (up to `</head>`, in the first chunks of the stream) once; passes the rest through. */
function headInjector(rewrite: (head: string) => string): Transform {
  const decoder = new TextDecoder();
  let pending: string | null = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (pending === null) return done(null, chunk);
      pending += decoder.decode(chunk, { stream: true });
      const end = pending.search(/<\/head>/i);
      if (end === -1) return done();
      const text = rewrite(pending.slice(0, end + '</head>'.length)) + pending.slice(end + '</head>'.length);
      pending = null;
      done(null, text);
    },
    flush(done) {
      done(null, pending === null ? undefined : rewrite(pending + decoder.decode()));
    },
  });
}
