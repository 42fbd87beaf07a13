import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorPage } from '@/components/layout/error-page.tsx';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { createQueryClient, startCacheHousekeeping } from '@/lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

const queryClient = createQueryClient();
startCacheHousekeeping(queryClient);

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
  Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element');

createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
