import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { canonicalHost } from './canonical-host.ts';

function app(permanent = false) {
  const application = express();
  application.set('trust proxy', 'loopback');
  application.use(canonicalHost({ publicUrl: 'http://localhost:3000', permanent }));
  application.all('/{*path}', (_req, res) => {
    res.send('served here');
  });
  return supertest(application);
}

const PAGE = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('one canonical host', () => {
  it("sends a browser that opened a page under another name to the same page on PUBLIC_URL's host", async () => {
    const moved = await app().get('/property/abc?tab=map').set('Host', '127.0.0.1:3000').set(PAGE).expect(302);
    expect(moved.headers.location).toBe('http://localhost:3000/property/abc?tab=map');
    const navigated = await app().get('/search').set('Host', '127.0.0.1:3000').set('Sec-Fetch-Mode', 'navigate').expect(302);
    expect(navigated.headers.location).toBe('http://localhost:3000/search');
    // permanently in production
    await app(true).get('/').set('Host', '127.0.0.1:3000').set(PAGE).expect(301);
  });

  it('keeps a path that looks like another host on the canonical one', async () => {
    const moved = await app().get('//elsewhere.example/x').set('Host', '127.0.0.1:3000').set(PAGE).expect(302);
    expect(moved.headers.location).toBe('http://localhost:3000//elsewhere.example/x');
  });

  it('serves the canonical host, API calls, writes and non-browser clients under any name', async () => {
    await app().get('/search').set('Host', 'localhost:3000').set(PAGE).expect(200, 'served here');
    await app().get('/api/properties').set('Host', '127.0.0.1:3000').set(PAGE).expect(200);
    await app().post('/login').set('Host', '127.0.0.1:3000').set(PAGE).expect(200);
    await app().get('/healthz').set('Host', '127.0.0.1:3000').expect(200);
    await app().get('/').set('Host', '127.0.0.1:3000').set('Accept', '*/*').expect(200);
  });

  it('behind a proxy, follows X-Forwarded-Host, and moves nothing when the proxy does not say which host was asked for', async () => {
    await app().get('/').set('X-Forwarded-For', '203.0.113.9').set('Host', 'app:3000').set(PAGE).expect(200);
    const moved = await app().get('/').set('X-Forwarded-For', '203.0.113.9').set('X-Forwarded-Host', 'www.localhost').set(PAGE).expect(302);
    expect(moved.headers.location).toBe('http://localhost:3000/');
    await app().get('/').set('X-Forwarded-For', '203.0.113.9').set('X-Forwarded-Host', 'localhost').set(PAGE).expect(200);
  });
});
