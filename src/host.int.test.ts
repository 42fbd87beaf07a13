import { expect, it, vi } from 'vitest';
import { isUnder } from './http/app.ts';
import { servedRoutes } from './testing/served-routes.ts';
import { describeHost, useTestHost } from './testing/test-host.ts';

describeHost('the host', () => {
  const test = useTestHost();

  it('answers /healthz and reports every dependency on /readyz', async () => {
    await test.http().get('/healthz').expect(200, { status: 'ok' });
    const ready = await test.http().get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', search: 'ok', keyValue: 'ok', readModels: 'ok' } });
  });

  it('reports not ready when a dependency is down', async () => {
    vi.spyOn(test.host.readSide.kv, 'ping').mockRejectedValueOnce(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    const ready = await test.http().get('/readyz').expect(503);
    expect(ready.body.status).toBe('not ready');
    expect(ready.body.checks.database).toBe('ok');
    expect(ready.body.checks.keyValue).toBe('connect ECONNREFUSED 127.0.0.1:6379');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await test.http().get('/api/nothing-here').expect(404).expect('Content-Type', /json/);
    expect(response.body).toEqual({ message: 'No API route for GET /api/nothing-here', code: 'not_found' });
  });

  it('keeps every route of a module under the path prefixes its module declares, which requests reach in any case', async () => {
    const moduleRoutes = servedRoutes(test.host.app).filter((route) => route.under !== undefined);
    expect(moduleRoutes.length).toBeGreaterThan(140);
    // a route's literal start: before its optional parts (`/api/faqs{/:id}`), or after the anchor of a regular expression (/^\/sitemaps\/…/)
    const literal = (path: string) => (path.startsWith('/^') ? path.slice(2).replaceAll('\\/', '/') : path).split('{')[0];
    const outside = moduleRoutes.filter(({ path, under }) => !under!.some((prefix) => isUnder(literal(path), prefix)));
    expect(outside, 'routes their module router is never entered for').toEqual([]);
    // listings is mounted after identity and billing; content, which serves /robots.txt, last
    expect((await test.http().get('/API/Properties/search')).status).toBe(200);
    expect((await test.http().get('/robots.txt')).text).toContain('Sitemap:');
    // a path that only begins like a prefix is not under it
    await test.http().get('/api/billing-plans').expect(404);
  });

  it('answers 401 on the current user while nobody is signed in', async () => {
    const response = await test.http().get('/api/auth/me').expect(401);
    expect(response.body).toEqual({ message: 'Not signed in', code: 'unauthenticated' });
  });

  it('rejects malformed and oversized JSON bodies with a JSON error', async () => {
    const malformed = await test.http().post('/api/properties').set('Content-Type', 'application/json').send('{"title":').expect(400);
    expect(malformed.body).toEqual({ message: 'The request body is not valid JSON', code: 'malformed_json' });
    const huge = JSON.stringify({ text: 'x'.repeat(200_000) });
    const tooLarge = await test.http().post('/api/properties').set('Content-Type', 'application/json').send(huge).expect(413);
    expect(tooLarge.body.code).toBe('payload_too_large');
  });

  it('sends a Content Security Policy that allows the map tiles and nothing else foreign', async () => {
    const response = await test.http().get('/healthz');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('gives each page a nonce of its own for its inline scripts, and API answers the same policy with no script at all', async () => {
    const [first, second] = await Promise.all([test.http().get('/healthz'), test.http().get('/healthz')]);
    const nonce = (csp: string) => /script-src 'self' 'nonce-([\w+/]{22}==)'/.exec(csp)?.[1];
    expect(nonce(first.headers['content-security-policy'])).toBeDefined();
    expect(nonce(first.headers['content-security-policy'])).not.toBe(nonce(second.headers['content-security-policy']));
    for (const path of ['/api/billing/plans', '/API/billing/plans', '/api/docs']) {
      const csp = (await test.http().get(path).expect(200)).headers['content-security-policy'];
      expect(csp, path).toContain("script-src 'none'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('nonce-');
    }
  });

  it('tags every response with a request id, keeping a well-formed incoming one', async () => {
    const generated = await test.http().get('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await test.http().get('/healthz').set('X-Request-Id', 'lb-1234');
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    const replaced = await test.http().get('/healthz').set('X-Request-Id', 'bad id with spaces');
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });
});
