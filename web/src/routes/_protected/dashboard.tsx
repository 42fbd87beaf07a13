import { createFileRoute, useLocation } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { DashboardPage } from '@/features/listings/components/seller-listings/dashboard-page.tsx';
import { readMyListingsSearch, type MyListingsSearch } from '@/features/listings/my-listings-search.ts';
import { LazyMarketPrompt, LazyNewLeadsCount, SellerLeadsSection } from '@/features/leads/components/lazy-leads.tsx';
import { AnalyticsSection } from '@/features/listings/components/analytics/lazy-analytics.tsx';
import { PipelineSection } from '@/features/pipeline/components/lazy-pipeline.tsx';
import { LazyListingMatchesCount } from '@/features/saved-searches/components/lazy-saved-searches.tsx';
import { hasSellerCapability, useCurrentUser } from '@/lib/auth.ts';
import { awaitOnServer } from '@/lib/server-render.ts';

/**
 * A search parameter's text (the router reads `?q=78701` as a number); what it may say is the page's to
 * check (this runs in every page's first download, where bytes count).
 */
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
const pageNumber = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 1 ? value : undefined);

interface DashboardSearch {
  tab?: string;
  kind?: string;
  q?: string;
  status?: string;
  sort?: string;
  order?: string;
  page?: number;
}

export const Route = createFileRoute('/_protected/dashboard')({
  // Without a tab, the seller's listings: searched (`q`), filtered (`status`), sorted (`sort`, `order`) and paged (`page`).
  // `?tab=leads` shows their seller leads; `?tab=pipeline` their deal pipeline, filtered by `kind` and `q`; `?tab=analytics` their analytics.
  validateSearch: (search: Record<string, unknown>): DashboardSearch => ({
    tab: text(search.tab),
    kind: text(search.kind),
    q: text(search.q),
    status: text(search.status),
    sort: text(search.sort),
    order: text(search.order),
    page: pageNumber(search.page),
  }),
  loaderDeps: ({ search: { tab, q, status, sort, order, page } }) => ({ tab, q, status, sort, order, page }),
  // start loading the seller's page of listings (and, in the browser, their leads: the Leads tab counts them) with the
  // navigation; the sections show their own states (the pipeline and analytics tabs load theirs when drawn: a
  // prefetch here would cost every page's first download)
  loader: ({ context, deps }) => {
    const { user, queryClient } = context;
    if (!hasSellerCapability(user)) return undefined;
    if (!import.meta.env.SSR)
      void import('@/features/leads/api/prefetch.ts').then((leads) => leads.preloadSellerLeads(queryClient, user.id));
    if (deps.tab) return undefined;
    // the listings API and the table's params are imported on demand: the loader is in every page's first download
    return awaitOnServer(
      Promise.all([import('@/features/listings/api/manage-listings.ts'), import('@/features/listings/my-listings-search.ts')]).then(
        ([listings, params]) =>
          queryClient.prefetchQuery(listings.myListingsQueryOptions(user.id, params.myListingsQueryOf(params.readMyListingsSearch(deps)))),
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
  // notifications link the leads as /dashboard#seller-leads and the pipeline as /dashboard#pipeline
  const hash = useLocation({ select: (location) => location.hash });
  const { q, status, sort, order, page } = search;
  const listingsSearch = useMemo(() => readMyListingsSearch({ q, status, sort, order, page }), [q, status, sort, order, page]);
  const onListingsSearchChange = useCallback(
    (next: MyListingsSearch, { replace = false }: { replace?: boolean } = {}) =>
      void navigate({ search: next, hash: '', replace, resetScroll: false }),
    [navigate],
  );
  if (!user) return <PageSkeleton />;
  const seller = hasSellerCapability(user);
  const listings = (
    <DashboardPage
      user={user}
      listingsSearch={listingsSearch}
      onListingsSearchChange={onListingsSearchChange}
      savedSearchMatches={renderSavedSearchMatches}
      // a seller without lead markets is asked to choose some
      prompt={seller ? <LazyMarketPrompt user={user} /> : undefined}
    />
  );
  if (!seller) return listings;

  const tab =
    search.tab === 'leads' || hash === 'seller-leads'
      ? 'leads'
      : search.tab === 'pipeline' || hash === 'pipeline'
        ? 'pipeline'
        : search.tab === 'analytics'
          ? 'analytics'
          : 'listings';
  const kind = search.kind === 'lead' || search.kind === 'inquiry' || search.kind === 'offer' ? search.kind : undefined;
  return (
    <Tabs value={tab} onValueChange={(value) => void navigate({ search: value === 'listings' ? {} : { tab: value }, hash: '' })}>
      <div className={`mx-auto px-4 pt-6 sm:px-6 lg:px-8 ${tab === 'pipeline' ? 'max-w-7xl' : 'max-w-6xl'}`}>
        <TabsList aria-label="Dashboard sections" className="inline-flex">
          <TabsTrigger value="listings">Listings</TabsTrigger>
          <TabsTrigger value="leads">
            Leads
            <LazyNewLeadsCount user={user} />
          </TabsTrigger>
          <TabsTrigger value="pipeline">Pipeline</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="listings">{listings}</TabsContent>
      <TabsContent value="leads">
        <SellerLeadsSection user={user} />
      </TabsContent>
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
