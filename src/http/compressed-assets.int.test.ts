import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-http.ts';
import { describeHost, useTestHost } from '../testing/test-host.ts';
import { STAND_IN_ENTRY, standInWebBuild } from '../testing/web-build.ts';

/** A stand-in for the web build, as `npm run build:web` leaves it: a hashed script with its .br and .gz copies. */
const SCRIPT_NAME = 'index-C0ffee42.js';
const script = `import{r as e}from"./react-AbCd1234.js";${'const routes=["/","/search","/pricing"];e(routes);'.repeat(200)}\n`;
const webDist = standInWebBuild({
  [`assets/${SCRIPT_NAME}`]: script,
  [`assets/${SCRIPT_NAME}.br`]: brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  [`assets/${SCRIPT_NAME}.gz`]: gzipSync(script, { level: 9 }),
});

describeHost('compressed and cached web assets', () => {
  const test = useTestHost({ startDispatcher: false, hostOptions: { webDist } });
  const get = (requestPath: string, headers: Record<string, string> = {}) => rawRequest(test.host.app, requestPath, headers);

  it('sends a hashed script as its brotli copy to a browser, cached for a year, decompressing to the file', async () => {
    const response = await get(`/assets/${SCRIPT_NAME}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);

    const revalidated = await get(`/assets/${SCRIPT_NAME}`, { 'Accept-Encoding': 'br', 'If-None-Match': response.headers.etag! });
    expect(revalidated.status).toBe(304);
  });

  it('sends the gzip copy when only gzip is accepted, and the plain file when nothing is', async () => {
    const gzip = await get(`/assets/${SCRIPT_NAME}`, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    for (const headers of [{}, { 'Accept-Encoding': 'identity' }] as Array<Record<string, string>>) {
      const plain = await get(`/assets/${SCRIPT_NAME}`, headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(script));
      expect(plain.body.toString()).toBe(script);
    }
  });

  it('renders the page per request, revalidated at every use and compressed on the fly', async () => {
    for (const page of ['/', '/search', '/property/abc']) {
      const response = await get(page, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(response.status, page).toBe(200);
      expect(response.headers['cache-control'], page).toBe('private, no-cache');
      expect(response.headers['content-type'], page).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding'], page).toBe('br');
      const html = brotliDecompressSync(response.body).toString();
      expect(html, page).toContain(`<meta name="map-tile-url" content="${test.config.MAP_TILE_URL}" />`);
      expect(html, page).toContain(`"entry":"/${STAND_IN_ENTRY}"`);
      expect(html, page).toContain(`<main data-path="${page}"`);
    }
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<main data-path="/"');
  });

  it('compresses a JSON API answer over 1 KB on the fly', async () => {
    const plain = await get('/api/billing/plans');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const brotli = await get('/api/billing/plans', { 'Accept-Encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/json/);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const gzip = await get('/api/billing/plans', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('sends small answers as they are', async () => {
    const health = await get('/healthz', { 'Accept-Encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
