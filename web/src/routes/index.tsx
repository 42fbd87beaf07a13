import { createFileRoute } from '@tanstack/react-router';
import { Hero } from '../features/home/components/hero.tsx';
import { dashboardMetricsQueryOptions } from '../features/listings/api/dashboard-metrics.ts';
import { listPropertiesQueryOptions } from '../features/listings/api/list-properties.ts';
import { ActiveFilters } from '../features/listings/components/active-filters.tsx';
import { MetricsStrip } from '../features/listings/components/metrics-strip.tsx';
import { PropertyGrid } from '../features/listings/components/property-grid.tsx';
import { propertyFiltersSchema } from '../features/listings/search-params.ts';
import { PROPERTIES_ANCHOR } from '../lib/scroll.ts';

export const Route = createFileRoute('/')({
  validateSearch: propertyFiltersSchema,
  loaderDeps: ({ search }) => search,
  // Start both requests with the navigation; the page shows skeletons until they answer.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(listPropertiesQueryOptions(deps));
    void context.queryClient.prefetchQuery(dashboardMetricsQueryOptions);
  },
  component: HomePage,
});

function HomePage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();

  return (
    <>
      <title>DealAcre - Wholesale Real Estate Marketplace</title>
      <Hero />
      <section id={PROPERTIES_ANCHOR} aria-labelledby="properties-heading" className="mx-auto max-w-7xl space-y-8 px-4 py-14 sm:px-6 lg:px-8">
        <div className="space-y-2">
          <h2 id="properties-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Latest Properties
          </h2>
          <p className="text-slate-600">The newest wholesale deals on DealAcre.</p>
        </div>
        <MetricsStrip />
        <ActiveFilters filters={filters} onClear={() => void navigate({ search: {}, hash: PROPERTIES_ANCHOR })} />
        <PropertyGrid filters={filters} />
      </section>
    </>
  );
}
