import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, withQuery } from './api-client.ts';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentInit(fetchMock: ReturnType<typeof stubFetch>): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies and no Content-Type when there is no body', async () => {
    vi.stubGlobal('document', { cookie: '' });
    const fetchMock = stubFetch(new Response('[1,2]', { status: 200 }));

    await expect(apiRequest('/api/properties')).resolves.toEqual([1, 2]);
    const init = sentInit(fetchMock);
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(init.body).toBeUndefined();
  });

  it('sends JSON with its Content-Type, and the CSRF cookie as a header on mutations', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; csrf_token=abc%3D' });
    const fetchMock = stubFetch(new Response('', { status: 200 }));

    await expect(apiRequest('/api/favorites', { method: 'POST', body: { propertyId: 'p1' } })).resolves.toBeNull();
    const headers = new Headers(sentInit(fetchMock).headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-CSRF-Token')).toBe('abc=');
    expect(sentInit(fetchMock).body).toBe('{"propertyId":"p1"}');
  });

  it('turns a non-OK answer into "<status>: <response text>"', async () => {
    vi.stubGlobal('document', { cookie: '' });
    stubFetch(new Response('{"message":"Not found"}', { status: 404 }));

    const error = await apiRequest('/api/unknown').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Not found"}');
    expect((error as ApiError).body).toEqual({ message: 'Not found' });
  });

  it('uses the status text when the answer is empty', async () => {
    vi.stubGlobal('document', { cookie: '' });
    stubFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiRequest('/api/metrics/dashboard')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('withQuery', () => {
  it('leaves out undefined and empty values', () => {
    expect(withQuery('/api/properties', { category: undefined, search: '', limit: 12, jv: true })).toBe('/api/properties?limit=12&jv=true');
    expect(withQuery('/api/faqs', { category: '' })).toBe('/api/faqs');
  });
});

describe('apiRequest with a FormData body', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends it as is, leaving the multipart Content-Type to the browser', async () => {
    vi.stubGlobal('document', { cookie: 'csrf_token=abc' });
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }));
    const form = new FormData();
    form.append('picture', new Blob(['x'], { type: 'image/png' }), 'me.png');

    await apiRequest('/api/users/me/avatar', { method: 'POST', body: form });
    const init = sentInit(fetchMock);
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
    expect(new Headers(init.headers).get('X-CSRF-Token')).toBe('abc');
  });
});
