import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { myListingsQueryOptions } from '@/features/listings/api/manage-listings.ts';
import { DashboardPage } from '@/features/listings/components/seller-listings/dashboard-page.tsx';
import { LazySellerLeadsPanel } from '@/features/leads/components/lazy-leads.tsx';
import { LazyListingMatchesCount } from '@/features/saved-searches/components/lazy-saved-searches.tsx';
import { hasSellerCapability, useCurrentUser } from '@/lib/auth.ts';
import { awaitOnServer } from '@/lib/server-render.ts';

export const Route = createFileRoute('/_protected/dashboard')({
  // start loading the seller's listings (and, in the browser, their leads) with the navigation; the sections show their own states
  loader: ({ context }) => {
    const { user, queryClient } = context;
    if (!hasSellerCapability(user)) return undefined;
    if (!import.meta.env.SSR) void import('@/features/leads/api/prefetch.ts').then((leads) => leads.preloadSellerLeads(queryClient, user.id));
    return awaitOnServer(queryClient.prefetchQuery(myListingsQueryOptions(user.id)));
  },
  component: DashboardRoute,
});

/** The saved-searches feature counts, per active listing, the buyers' searches it matches. */
const renderSavedSearchMatches = (propertyId: string, activeIds: readonly string[]) => <LazyListingMatchesCount propertyId={propertyId} activeIds={activeIds} />;

function DashboardRoute() {
  const { user } = useCurrentUser();
  if (!user) return <PageSkeleton />;
  // the leads feature's panel: the open leads of the seller's markets and the ones they took
  return <DashboardPage user={user} savedSearchMatches={renderSavedSearchMatches} sellerLeads={<LazySellerLeadsPanel user={user} />} />;
}
