import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { ErrorPage } from '@/components/layout/error-page.tsx';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { createQueryClient } from '@/lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';

/**
 * One router and its query cache: per request on the server (entry-server.tsx), once in the
 * browser (entry-client.tsx). The queries a page's loaders ran on the server travel with the HTML
 * (dehydrated) and fill the browser's cache, so hydration shows the same content without asking again.
 */
export function createAppRouter({ nonce }: { nonce?: string } = {}) {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // TanStack Query owns freshness; the router must not serve its own cached loads.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Every unknown path shows the root's 404 page inside the site layout.
    notFoundMode: 'root',
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: PageSkeleton,
    // the page's Content-Security-Policy allows inline scripts with this nonce only (the server's)
    ssr: nonce ? { nonce } : undefined,
  });
  // also provides the QueryClient to the components
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
