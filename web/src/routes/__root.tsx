import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { ErrorPage } from '@/components/layout/error-page.tsx';
import { NotFoundPage } from '@/components/layout/not-found-page.tsx';
import { SiteFooter } from '@/components/layout/site-footer.tsx';
import { SiteHeader } from '@/components/layout/site-header.tsx';
import { Toaster } from '@/components/ui/toast.tsx';
import { TooltipProvider } from '@/components/ui/tooltip.tsx';
import { FavoriteSlotProvider, type FavoritePlacement } from '@/components/favorite-slot.tsx';
import { FavoriteToggle } from '@/features/favorites/components/favorite-toggle.tsx';
import { HelpWidget } from '@/features/help/components/help-widget.tsx';
import type { ModeSwitcherPlacement } from '@/features/identity/components/mode-switcher.tsx';
import { VerifyEmailBanner } from '@/features/identity/components/verify-email-banner.tsx';
import { useCurrentUser } from '@/lib/auth.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
});

/**
 * The mode switcher shows only to a signed-in user, inside the account menu or the mobile menu: its
 * code (and the dropdown menu's) is fetched once a user is signed in, not with every visitor's page.
 */
const loadModeSwitcher = () => import('@/features/identity/components/mode-switcher.tsx');
const ModeSwitcher = lazy(() => loadModeSwitcher().then((module) => ({ default: module.ModeSwitcher })));
const renderModeSwitcher = (placement: ModeSwitcherPlacement) => (
  <Suspense fallback={null}>
    <ModeSwitcher placement={placement} />
  </Suspense>
);

/** The favorites feature fills the favorite slot of the listings feature's cards and pages. */
const renderFavorite = (propertyId: string, placement: FavoritePlacement) => <FavoriteToggle propertyId={propertyId} placement={placement} />;

/**
 * The page renders at once; while the session loads, the parts that depend on it (the header's
 * account area, the mobile menu) show skeletons, and guarded pages wait in their `beforeLoad`
 * (showing the pending skeleton). Hiding the whole page instead would delay its data and break
 * `#anchor` links on first load.
 */
function RootLayout() {
  const signedIn = useCurrentUser().user !== null;
  useEffect(() => {
    // ready before the menu that holds it first opens
    if (signedIn) void loadModeSwitcher();
  }, [signedIn]);

  return (
    <FavoriteSlotProvider value={renderFavorite}>
      <TooltipProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <div className="flex min-h-dvh flex-col">
          <SiteHeader modeSwitcher={renderModeSwitcher} />
          <VerifyEmailBanner />
          <main id="main" className="flex-1">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
        <HelpWidget />
        <Toaster />
      </TooltipProvider>
    </FavoriteSlotProvider>
  );
}
