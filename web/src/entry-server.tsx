import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerManifest } from '@tanstack/router-core';
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import { setApiTransport, type ApiTransport } from '@/lib/api-client.ts';
import { createAppRouter } from './router.tsx';

/** The API transport of the page being rendered: its visitor's cookies and address (set by the host). */
const pageTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = pageTransport.getStore();
  if (!transport) throw new Error(`API request outside a page render: ${path}`);
  return transport(path, init);
});

export interface RenderPageOptions {
  /** the page request as the visitor sent it */
  request: Request;
  /** the built client's scripts and styles, for the document's head and body */
  manifest: ServerManifest;
  /** answers the API requests the page's loaders make, as the visitor */
  api: ApiTransport;
  /** the page's Content-Security-Policy nonce, for the inline scripts that carry its data */
  nonce: string;
}

/**
 * Renders one page to a streamed HTML document: its route's loaders run first (their queries are
 * dehydrated into the document), then React streams the markup. A redirect (a guarded page for a
 * visitor) answers as one; an unknown path answers 404 with the site's not-found page.
 */
export function renderPage({ request, manifest, api, nonce }: RenderPageOptions): Promise<Response> {
  return pageTransport.run(api, () =>
    createRequestHandler({ request, createRouter: () => createAppRouter({ nonce }), getRouterManifest: () => manifest })(
      defaultStreamHandler,
    ),
  );
}
