import { createFileRoute } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { myListingsQueryOptions } from '@/features/listings/api/manage-listings.ts';
import { DashboardPage } from '@/features/listings/components/seller-listings/dashboard-page.tsx';
import { LazyListingMatchesCount } from '@/features/saved-searches/components/lazy-saved-searches.tsx';
import { hasSellerCapability, useCurrentUser } from '@/lib/auth.ts';
import { awaitOnServer } from '@/lib/server-render.ts';

export const Route = createFileRoute('/_protected/dashboard')({
  // start loading the seller's listings with the navigation; the section shows its own states
  loader: ({ context }) =>
    hasSellerCapability(context.user) ? awaitOnServer(context.queryClient.prefetchQuery(myListingsQueryOptions(context.user.id))) : undefined,
  component: DashboardRoute,
});

/** The saved-searches feature counts, per active listing, the buyers' searches it matches. */
const renderSavedSearchMatches = (propertyId: string, activeIds: readonly string[]) => <LazyListingMatchesCount propertyId={propertyId} activeIds={activeIds} />;

function DashboardRoute() {
  const { user } = useCurrentUser();
  if (!user) return <PageSkeleton />;
  return <DashboardPage user={user} savedSearchMatches={renderSavedSearchMatches} />;
}
