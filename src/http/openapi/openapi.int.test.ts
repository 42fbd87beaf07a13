import { expect, it } from 'vitest';
import { servedRoutes } from '../../testing/served-routes.ts';
import { describeHost, useTestHost } from '../../testing/test-host.ts';
import type { ApiOperation } from './operation.ts';

describeHost('the OpenAPI document', () => {
  const test = useTestHost({ startDispatcher: false });

  it('describes every /api route the app serves, and nothing it does not', async () => {
    const served = [...new Set(servedRoutes(test.host.app).map(({ method, path }) => `${method} ${path}`))]
      .filter((route) => route.split(' ')[1].startsWith('/api/'))
      .sort();
    expect(served.length).toBeGreaterThan(140);
    const answer = await test.http().get('/api/openapi.json');
    expect(answer.status).toBe(200);
    const document = answer.body as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const documented = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`))
      // the document also describes the referral link (`/r/{code}`), a page path outside /api
      .filter((route) => route.split(' ')[1].startsWith('/api/'))
      .sort();
    expect(
      served.filter((route) => !documented.includes(route)),
      'served but not in /api/openapi.json',
    ).toEqual([]);
    expect(
      documented.filter((route) => !served.includes(route)),
      'documented but not served',
    ).toEqual([]);
    const operations = test.host.app.locals.operations as ApiOperation[];
    expect(new Set(operations.map((operation) => `${operation.method} ${operation.path}`)).size).toBe(operations.length);
  });

  it('marks the public API with its scopes, has both security schemes, and renders a reference page without scripts', async () => {
    const document = (await test.http().get('/api/openapi.json')).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            security: Array<Record<string, string[]>>;
            'x-scopes'?: string[];
            requestBody?: unknown;
            responses: Record<string, { content?: Record<string, { schema: { properties?: object } }> }>;
          }
        >
      >;
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> };
    };
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'dealacre_session' },
      csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
      apiKey: { type: 'http', scheme: 'bearer' },
      apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
    });
    const search = document.paths['/api/properties/search'].get;
    expect(search['x-scopes']).toEqual(['listings:read']);
    expect(search.security).toContainEqual({ apiKey: ['listings:read'] });
    expect(search.responses['200'].content!['application/json'].schema.properties).toHaveProperty('hits');
    expect(document.paths['/api/properties'].post['x-scopes']).toEqual(['listings:write']);
    expect(document.paths['/api/properties'].post.requestBody).toBeDefined();
    expect(document.paths['/api/leads'].get['x-scopes']).toEqual(['leads:read']);
    expect(document.paths['/api/users/me/api-keys'].post['x-scopes']).toBeUndefined();
    expect(document.paths['/api/users/me/api-keys'].post.security).toEqual([{ session: [], csrf: [] }]);

    const page = await test.http().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<code>/api/properties/search</code>');
    expect(page.text).toContain('public API: listings:read');
    expect(page.text).not.toMatch(/<script/i);
  });
});
