import { createFileRoute, useLocation } from '@tanstack/react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { DashboardPage } from '@/features/listings/components/seller-listings/dashboard-page.tsx';
import { LazySellerLeadsPanel } from '@/features/leads/components/lazy-leads.tsx';
import { AnalyticsSection } from '@/features/listings/components/analytics/lazy-analytics.tsx';
import { PipelineSection } from '@/features/pipeline/components/lazy-pipeline.tsx';
import { LazyListingMatchesCount } from '@/features/saved-searches/components/lazy-saved-searches.tsx';
import { hasSellerCapability, useCurrentUser } from '@/lib/auth.ts';
import { awaitOnServer } from '@/lib/server-render.ts';

/** A search parameter's text; what it may say is the page's to check (this runs in every page's first download, where bytes count). */
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export const Route = createFileRoute('/_protected/dashboard')({
  // `?tab=pipeline` shows the seller's deal pipeline, filtered by `kind` and `q`; `?tab=analytics` their analytics
  validateSearch: (search: Record<string, unknown>): { tab?: string; kind?: string; q?: string } => ({
    tab: text(search.tab),
    kind: text(search.kind),
    q: text(search.q),
  }),
  // start loading the seller's listings (and, in the browser, their leads) with the navigation; the sections show their own states
  // (the pipeline tab loads its board when drawn: a prefetch here would cost every page's first download)
  loader: ({ context }) => {
    const { user, queryClient } = context;
    if (!hasSellerCapability(user)) return undefined;
    if (!import.meta.env.SSR)
      void import('@/features/leads/api/prefetch.ts').then((leads) => leads.preloadSellerLeads(queryClient, user.id));
    // the listings API is imported on demand: the loader is in every page's first download
    return awaitOnServer(
      import('@/features/listings/api/manage-listings.ts').then((listings) =>
        queryClient.prefetchQuery(listings.myListingsQueryOptions(user.id)),
      ),
    );
  },
  component: DashboardRoute,
});

/** The saved-searches feature counts, per active listing, the buyers' searches it matches. */
const renderSavedSearchMatches = (propertyId: string, activeIds: readonly string[]) => (
  <LazyListingMatchesCount propertyId={propertyId} activeIds={activeIds} />
);

function DashboardRoute() {
  const { user } = useCurrentUser();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // notifications link the pipeline as /dashboard#pipeline
  const hash = useLocation({ select: (location) => location.hash });
  if (!user) return <PageSkeleton />;
  // the leads feature's panel: the open leads of the seller's markets and the ones they took
  const overview = (
    <DashboardPage user={user} savedSearchMatches={renderSavedSearchMatches} sellerLeads={<LazySellerLeadsPanel user={user} />} />
  );
  if (!hasSellerCapability(user)) return overview;

  const tab = search.tab === 'pipeline' || hash === 'pipeline' ? 'pipeline' : search.tab === 'analytics' ? 'analytics' : 'overview';
  const kind = search.kind === 'lead' || search.kind === 'inquiry' ? search.kind : undefined;
  return (
    <Tabs value={tab} onValueChange={(value) => void navigate({ search: value === 'overview' ? {} : { tab: value }, hash: '' })}>
      <div className={`mx-auto px-4 pt-6 sm:px-6 lg:px-8 ${tab === 'pipeline' ? 'max-w-7xl' : 'max-w-6xl'}`}>
        <TabsList aria-label="Dashboard sections" className="inline-flex">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="pipeline">Pipeline</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="overview">{overview}</TabsContent>
      <TabsContent value="analytics">
        <AnalyticsSection userId={user.id} />
      </TabsContent>
      <TabsContent value="pipeline">
        <PipelineSection
          userId={user.id}
          filter={{ kind, q: search.q?.slice(0, 100) || undefined }}
          onFilterChange={(filter) =>
            void navigate({
              search: (previous) => ({ ...previous, tab: 'pipeline', kind: filter.kind, q: filter.q || undefined }),
              replace: true,
            })
          }
        />
      </TabsContent>
    </Tabs>
  );
}
