import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-http.ts';
import { responseCompression } from './compression.ts';
import { acceptedEncodings, staticFiles } from './static-files.ts';

describe('Accept-Encoding negotiation for precompressed files', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['br', ['br']],
    ['gzip', ['gzip']],
    ['GZIP', ['gzip']],
    ['br;q=0.5, gzip', ['gzip', 'br']],
    ['gzip;q=0.8, br;q=0.9', ['br', 'gzip']],
    ['gzip;q=0.5, br;q=0.5', ['br', 'gzip']],
    ['br;q=abc, gzip', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['identity', []],
    ['identity, *;q=0', []],
    ['deflate', []],
    ['', []],
    [undefined, []],
  ])('%j allows %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});

describe('static files with precompressed copies', () => {
  const script = `export const answer = ${JSON.stringify('forty-two '.repeat(300))};\n`;
  let root: string;
  const app = () => {
    const application = express();
    application.use(responseCompression());
    application.use(
      '/assets',
      staticFiles(path.join(root, 'assets'), { cacheControl: 'public, max-age=31536000, immutable', fallthrough: false }),
    );
    application.use(
      staticFiles(root, { cacheControl: 'no-cache', fallthrough: true, skip: (requestPath) => requestPath === '/index.html' }),
    );
    application.use((_req, res) => {
      res.status(299).send('next handler');
    });
    return application;
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dealacre-static-'));
    await mkdir(path.join(root, 'assets'));
    const file = path.join(root, 'assets', 'index-a1b2c3.js');
    await writeFile(file, script);
    await writeFile(`${file}.br`, brotliCompressSync(script));
    await writeFile(`${file}.gz`, gzipSync(script));
    // a large file without copies (e.g. written after the build): compressed on the fly instead
    await writeFile(path.join(root, 'assets', 'plain-d4e5f6.js'), script);
    await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(root, 'index.html'), '<!doctype html>');
  });

  it('sends the brotli copy to a client that accepts brotli, with the file’s type, its own length and ETag', async () => {
    const response = await rawRequest(app(), '/assets/index-a1b2c3.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);

    const gzip = await rawRequest(app(), '/assets/index-a1b2c3.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    expect(gzip.headers.etag).not.toBe(response.headers.etag);

    const plain = await rawRequest(app(), '/assets/index-a1b2c3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(script);
    expect(new Set([plain.headers.etag, gzip.headers.etag, response.headers.etag]).size).toBe(3);
  });

  it('answers a revalidation of a compressed copy with 304, and HEAD with the copy’s headers and no body', async () => {
    const first = await rawRequest(app(), '/assets/index-a1b2c3.js', { 'Accept-Encoding': 'br' });
    const again = await rawRequest(app(), '/assets/index-a1b2c3.js', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await rawRequest(app(), '/assets/index-a1b2c3.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('never compresses a copy again, and compresses a large file without copies on the fly', async () => {
    const copy = await rawRequest(app(), '/assets/index-a1b2c3.js', { 'Accept-Encoding': 'br, gzip' });
    expect(brotliDecompressSync(copy.body).toString()).toBe(script);

    const onTheFly = await rawRequest(app(), '/assets/plain-d4e5f6.js', { 'Accept-Encoding': 'br' });
    expect(onTheFly.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(onTheFly.body).toString()).toBe(script);
  });

  it('answers a missing asset with a plain 404, and leaves other paths and skipped files to the next handler', async () => {
    const missing = await rawRequest(app(), '/assets/missing-000000.js', { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();

    const favicon = await rawRequest(app(), '/favicon.svg', { 'Accept-Encoding': 'br' });
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-encoding']).toBeUndefined();
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['cache-control']).toBe('no-cache');

    expect((await rawRequest(app(), '/index.html')).status).toBe(299);
    expect((await rawRequest(app(), '/assets/../index.html')).status).not.toBe(200);
    expect((await rawRequest(app(), '/search')).status).toBe(299);
  });
});

describe('on-the-fly compression of dynamic answers', () => {
  const big = { items: Array.from({ length: 200 }, (_, index) => ({ id: index, title: `Listing ${index}` })) };
  const app = express()
    .use(responseCompression())
    .get('/big', (_req, res) => {
      res.json(big);
    })
    .get('/small', (_req, res) => {
      res.json({ ok: true });
    })
    .get('/no-transform', (_req, res) => {
      res.setHeader('Cache-Control', 'no-transform');
      res.json(big);
    })
    .get('/events', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write(`data: ${'x'.repeat(4000)}\n\n`);
      res.end();
    });

  it('compresses a large JSON answer with brotli, else gzip, and a client without Accept-Encoding gets it plain', async () => {
    const brotli = await rawRequest(app, '/big', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(big);

    const gzip = await rawRequest(app, '/big', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(big);

    const plain = await rawRequest(app, '/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(big);
  });

  it('sends small answers, no-transform answers and Server-Sent Events as they are', async () => {
    for (const route of ['/small', '/no-transform', '/events']) {
      const response = await rawRequest(app, route, { 'Accept-Encoding': 'br, gzip' });
      expect(response.headers['content-encoding'], route).toBeUndefined();
    }
    const events = await rawRequest(app, '/events', { 'Accept-Encoding': 'br, gzip' });
    expect(events.body.toString()).toMatch(/^data: x+\n\n$/);
  });
});
