import { createHash } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { STAND_IN_ENTRY, standInWebBuild } from '../testing/web-build.ts';
import { inProcessApi } from './in-process-api.ts';
import { AnonymousPageCache } from './page-cache.ts';
import { builtWebApp, injectHead, pagesRouter, type PageMetaResolver } from './pages.ts';

describe('the pages the host renders', () => {
  let dist: string;
  beforeAll(() => {
    dist = standInWebBuild();
  });

  /** the host's app in small: an API that says who asked, then the pages */
  const app = ({
    pageMeta,
    config = loadConfig({}),
    distDir = dist,
  }: { pageMeta?: PageMetaResolver; config?: ReturnType<typeof loadConfig>; distDir?: string } = {}) => {
    const application = express();
    application.set('trust proxy', 'loopback');
    application.get('/api/auth/me', (req, res) => {
      const signedIn = req.headers.cookie?.includes('session=valid') ?? false;
      res.status(signedIn ? 200 : 401).json({ ip: req.ip });
    });
    application.use((_req, res, next) => {
      res.locals.cspNonce = 'nonce-for-test';
      next();
    });
    application.use(pagesRouter({ config, webApp: builtWebApp(distDir), pageMeta, api: inProcessApi(application) }));
    return application;
  };

  it('renders any page path on the server, never cached, with the styles of the build and the list of its modules', async () => {
    const response = await supertest(app()).get('/property/123/edit').expect(200).expect('Content-Type', /html/);
    expect(response.text).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
    expect(response.text).toContain('<main data-path="/property/123/edit"');
    expect(response.text).toContain('<link rel="stylesheet" href="/assets/entry-client-Styles1.css"/>');
    // the web app's start script loads them after the first paint (web/src/lib/start-app.ts)
    expect(response.text).toContain(
      `<script type="application/json" data-app-modules="">{"entry":"/${STAND_IN_ENTRY}","imports":["/assets/react-AbCd1234.js"]}</script>`,
    );
    expect(response.text).not.toContain('modulepreload');
    expect(response.text).toContain('<script nonce="nonce-for-test">');
    expect(response.text.endsWith('</body></html>')).toBe(true);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('asks the API as the visitor: with their cookies, from their address', async () => {
    const visitor = await supertest(app()).get('/').set('X-Forwarded-For', '203.0.113.9').expect(200);
    expect(visitor.text).toContain('data-me="401"');
    const member = await supertest(app()).get('/').set('Cookie', 'session=valid').expect(200);
    expect(member.text).toContain('data-me="200"');
  });

  it('answers the renderer’s status and redirects', async () => {
    await supertest(app()).get('/missing').expect(404).expect('Content-Type', /html/);
    const redirect = await supertest(app()).get('/guarded').expect(307);
    expect(redirect.headers.location).toBe('/login?redirect=%2Fguarded');
  });

  it('serves hashed assets as immutable for a year, and answers a missing one with 404 instead of a page', async () => {
    const response = await supertest(app()).get(`/${STAND_IN_ENTRY}`).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await supertest(app()).get('/assets/missing.js').expect(404);
  });

  it('never serves the page renderer or the build manifest', async () => {
    for (const file of ['/server/entry-server.js', '/.vite/manifest.json', '/client/.vite/manifest.json']) {
      const response = await supertest(app()).get(file);
      expect(response.text, file).not.toContain('renderPage');
      expect(response.text, file).not.toContain('isEntry');
    }
  });

  it('explains when the web app has not been built', async () => {
    const response = await supertest(app({ distDir: path.join(tmpdir(), 'dealacre-no-build') }))
      .get('/')
      .expect(503);
    expect(response.text).toContain('npm run build');
  });

  it('puts the map tile URL, the site title and description in the head of a page without meta', async () => {
    const response = await supertest(app()).get('/search').expect(200);
    const head = response.text.slice(0, response.text.indexOf('</head>'));
    expect(head).toContain('<meta name="map-tile-url" content="https://tile.openstreetmap.org/{z}/{x}/{y}.png" />');
    expect(head).toContain('<title>DealAcre - Wholesale Real Estate Marketplace</title>');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(response.text).not.toContain('og:title');
  });

  it('keeps the title a page rendered itself', async () => {
    const response = await supertest(app()).get('/titled').expect(200);
    expect(response.text).toContain('<title>Own title | DealAcre</title>');
    expect(response.text.match(/<title>/g)).toHaveLength(1);
  });

  it('writes a page’s title, description, Open Graph and Twitter tags, escaped, with absolute URLs', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://deals.example.com/' });
    const asked: string[] = [];
    const pageMeta: PageMetaResolver = async (pagePath) => {
      asked.push(pagePath);
      return pagePath.startsWith('/property/')
        ? {
            title: 'Creek "Frontage" <Lot> & Barn',
            description: "Owner's pick: 5 acres <script>alert(1)</script>",
            image: '/uploads/listings/a-1600.webp',
          }
        : null;
    };
    const response = await supertest(app({ config, pageMeta })).get('/property/abc?utm=x').expect(200).expect('Content-Type', /html/);
    const html = response.text;
    expect(asked).toEqual(['/property/abc']);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(html).toContain('<title>Creek &quot;Frontage&quot; &lt;Lot&gt; &amp; Barn</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Owner&#39;s pick: 5 acres &lt;script&gt;alert(1)&lt;/script&gt;" />');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<meta property="og:title" content="Creek &quot;Frontage&quot; &lt;Lot&gt; &amp; Barn" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:url" content="https://deals.example.com/property/abc" />');
    expect(html).toContain('<meta property="og:image" content="https://deals.example.com/uploads/listings/a-1600.webp" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:image" content="https://deals.example.com/uploads/listings/a-1600.webp" />');
    expect(html).toContain('<link rel="canonical" href="https://deals.example.com/property/abc" />');
    // every tag sits inside the head, and the page's content follows it unchanged
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<main data-path="/property/abc"');
  });

  it('renders the page without meta when the page meta lookup fails', async () => {
    const pageMeta: PageMetaResolver = async () => {
      throw new Error('read side down');
    };
    const response = await supertest(app({ pageMeta })).get('/property/abc').expect(200);
    expect(response.text).toContain('<title>DealAcre - Wholesale Real Estate Marketplace</title>');
    expect(response.text).toContain('map-tile-url');
    expect(response.text).toContain('<main data-path="/property/abc"');
  });

  it('uses a summary card without an image, and leaves absolute image URLs alone', () => {
    const base = {
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      publicUrl: 'https://deals.example.com',
      pagePath: '/property/1',
    };
    const without = injectHead('<head></head>', { ...base, meta: { title: 'T', description: 'D' } });
    expect(without).toContain('<meta name="twitter:card" content="summary" />');
    expect(without).not.toContain('og:image');
    const absolute = injectHead('<head></head>', {
      ...base,
      meta: { title: 'T', description: 'D', image: 'https://cdn.example.com/x.webp' },
    });
    expect(absolute).toContain('<meta property="og:image" content="https://cdn.example.com/x.webp" />');
  });

  it('keeps the description a page rendered itself instead of adding the site one', () => {
    const base = {
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      publicUrl: 'https://deals.example.com',
      pagePath: '/privacy-policy',
      meta: null,
    };
    const own = injectHead(
      '<head><title>Privacy Policy | DealAcre</title><meta name="description" content="What we collect"/></head>',
      base,
    );
    expect(own.match(/name="description"/g)).toHaveLength(1);
    expect(own).toContain('content="What we collect"');
    expect(injectHead('<head></head>', base).match(/name="description"/g)).toHaveLength(1);
  });
});

describe('pages kept for visitors who are not signed in', () => {
  let dist: string;
  beforeAll(() => {
    dist = standInWebBuild();
  });

  /** the host's app in small, with the page cache: a session cookie makes the visitor a member; each answer has its own nonce */
  const cachedApp = (cache: AnonymousPageCache) => {
    const application = express();
    let answers = 0;
    application.get('/api/auth/me', (req, res) => {
      res.status(req.headers.cookie?.includes('session=valid') ? 200 : 401).json({});
    });
    application.use((req, res, next) => {
      res.locals.cspNonce = `nonce-${++answers}`;
      res.setHeader('Content-Security-Policy', `default-src 'self'; script-src 'self' 'nonce-${res.locals.cspNonce as string}'`);
      res.locals.actor = req.headers.cookie?.includes('session=valid') ? { userId: 'u1' } : null;
      next();
    });
    application.use(pagesRouter({ config: loadConfig({}), webApp: builtWebApp(dist), api: inProcessApi(application), pageCache: cache }));
    return application;
  };

  /** the bytes as sent, still compressed (supertest would decompress them) */
  const rawGet = (app: express.Express, url: string, encoding: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const server = app.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        http
          .get({ host: '127.0.0.1', port, path: url, headers: { Host: 'dealacre.test', 'Accept-Encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => server.close(() => resolve({ headers: res.headers, body: Buffer.concat(chunks) })));
          })
          .on('error', reject);
      });
    });

  /** a visit at the host's one name (each supertest call listens on a port of its own) */
  const get = (app: express.Express, url: string) => supertest(app).get(url).set('Host', 'dealacre.test');

  it('answers a visitor the page rendered for another one, its scripts allowed by their hashes, until its seconds run out', async () => {
    const clock = { current: new Date('2026-11-30T12:00:00Z'), now: () => clock.current };
    const app = cachedApp(new AnonymousPageCache(5_000, clock));
    const first = await get(app, '/search?state=TX').expect(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get(app, '/search?state=TX').expect(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-type']).toMatch(/html/);
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.text).toBe(first.text);
    // the first answer's nonce allows nothing in the second's policy: its inline scripts are allowed by their hashes
    const scripts = [...first.text.matchAll(/<script nonce="nonce-1">([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
    expect(scripts.length).toBeGreaterThan(0);
    const policy = second.headers['content-security-policy'] as string;
    expect(policy).not.toContain('nonce-');
    for (const text of scripts) expect(policy).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(first.headers['content-security-policy']).toContain("'nonce-nonce-1'");
    // the same bytes compressed, once, as the visitor accepts them
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = await rawGet(app, '/search?state=TX', encoding);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
      expect((encoding === 'br' ? brotliDecompressSync(compressed.body) : gunzipSync(compressed.body)).toString('utf8')).toBe(first.text);
    }
    // each encoding has its own ETag, and a browser revalidating its copy is told it still holds the page
    const etags = new Set<string>();
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const { headers } = await rawGet(app, '/search?state=TX', encoding);
      etags.add(String(headers.etag));
      const revalidated = await get(app, '/search?state=TX').set('Accept-Encoding', encoding).set('If-None-Match', String(headers.etag));
      expect(revalidated.status).toBe(304);
    }
    expect(etags.size).toBe(3);
    // another URL is another page
    expect((await get(app, '/search?state=OK').expect(200)).headers['x-page-cache']).toBe('miss');

    clock.current = new Date('2026-11-30T12:00:06Z');
    expect((await get(app, '/search?state=TX').expect(200)).headers['x-page-cache']).toBe('miss');
  });

  it('renders every page of a signed-in member, and keeps no answer but a 200', async () => {
    const clock = { now: () => new Date('2026-11-30T12:00:00Z') };
    const app = cachedApp(new AnonymousPageCache(5_000, clock));
    await get(app, '/').expect(200);
    const member = await get(app, '/').set('Cookie', 'session=valid').expect(200);
    expect(member.headers['x-page-cache']).toBeUndefined();
    expect(member.text).toContain('data-me="200"');
    expect((await get(app, '/').expect(200)).text).toContain('data-me="401"');

    await get(app, '/missing').expect(404);
    expect((await get(app, '/missing').expect(404)).headers['x-page-cache']).toBe('miss');
    await get(app, '/guarded').expect(307);
    expect((await get(app, '/guarded').expect(307)).headers['x-page-cache']).toBe('miss');
  });
});
