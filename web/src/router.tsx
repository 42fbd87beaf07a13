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
  const queryClient = createQueryClient({ onServer: typeof document === 'undefined' });
  // The browser's first render hydrates the server's page, where the window already is where it should
  // be: at the top, at a #hash, at a position restored on reload, or wherever the visitor scrolled while
  // the scripts loaded. Restoring scroll then would throw a reader back to the top; later navigations
  // restore (or reset) it as usual.
  let hydrated = false;
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // TanStack Query owns freshness; the router must not serve its own cached loads.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: () => {
      // on the server: yes, with the inline script that puts a reloaded page back where it was
      if (typeof document === 'undefined' || hydrated) return true;
      hydrated = true;
      // the router remembers positions from the scroll events it has seen: tell it of a scroll made before it
      // was there, so that coming back to this page returns to it
      if (window.scrollY > 0) document.dispatchEvent(new Event('scroll'));
      return false;
    },
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
