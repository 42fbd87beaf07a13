import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { injectHead, spaRouter } from './spa.ts';

describe('the SPA router', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'dealacre-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head>\n<meta name="description" content="The marketplace" />\n<title>DealAcre</title>\n</head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  });
  const app = () => express().use(spaRouter(loadConfig({}), dist));

  it('answers any page path with index.html, never cached', async () => {
    const response = await supertest(app()).get('/property/123/edit').expect(200).expect('Content-Type', /html/);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await supertest(app()).get('/assets/index-3f9a1c.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    await supertest(app()).get('/assets/missing.js').expect(404);
  });

  it('explains when the web app has not been built', async () => {
    const response = await supertest(express().use(spaRouter(loadConfig({}), path.join(dist, 'nope')))).get('/').expect(503);
    expect(response.text).toContain('npm run build');
  });

  it('puts the map tile URL in the head of every page, and keeps the default title without page meta', async () => {
    const response = await supertest(app()).get('/search').expect(200);
    expect(response.text).toContain('<meta name="map-tile-url" content="https://tile.openstreetmap.org/{z}/{x}/{y}.png" />');
    expect(response.text).toContain('<title>DealAcre</title>');
    expect(response.text).not.toContain('og:title');
  });

  it('writes a page’s title, description, Open Graph and Twitter tags, escaped, with absolute URLs', async () => {
    const config = loadConfig({ PUBLIC_URL: 'https://deals.example.com/' });
    const asked: string[] = [];
    const withMeta = express().use(
      spaRouter(config, dist, async (pagePath) => {
        asked.push(pagePath);
        return pagePath.startsWith('/property/')
          ? { title: 'Creek "Frontage" <Lot> & Barn', description: "Owner's pick: 5 acres <script>alert(1)</script>", image: '/uploads/listings/a-1600.webp' }
          : null;
      }),
    );
    const response = await supertest(withMeta).get('/property/abc?utm=x').expect(200).expect('Content-Type', /html/);
    const html = response.text;
    expect(asked).toEqual(['/property/abc']);
    expect(response.headers['cache-control']).toBe('no-cache');
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
    // every tag sits inside the head
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('serves the plain page when the page meta lookup fails', async () => {
    const failing = express().use(
      spaRouter(loadConfig({}), dist, async () => {
        throw new Error('read side down');
      }),
    );
    const response = await supertest(failing).get('/property/abc').expect(200);
    expect(response.text).toContain('<title>DealAcre</title>');
    expect(response.text).toContain('map-tile-url');
  });

  it('uses a summary card without an image, and leaves absolute image URLs alone', () => {
    const base = { mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', publicUrl: 'https://deals.example.com', pagePath: '/property/1' };
    const without = injectHead('<head></head>', { ...base, meta: { title: 'T', description: 'D' } });
    expect(without).toContain('<meta name="twitter:card" content="summary" />');
    expect(without).not.toContain('og:image');
    const absolute = injectHead('<head></head>', { ...base, meta: { title: 'T', description: 'D', image: 'https://cdn.example.com/x.webp' } });
    expect(absolute).toContain('<meta property="og:image" content="https://cdn.example.com/x.webp" />');
  });
});
