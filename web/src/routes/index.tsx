import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { BlogTeasers } from '@/features/blog/components/blog-teasers.tsx';
import { FeatureCards } from '@/features/home/components/feature-cards.tsx';
import { GoodToKnow } from '@/features/home/components/good-to-know.tsx';
import { Hero } from '@/features/home/components/hero.tsx';
import { HowItWorks } from '@/features/home/components/how-it-works.tsx';
import { PricingTeaser } from '@/features/home/components/pricing-teaser.tsx';
import { Testimonials } from '@/features/home/components/testimonials.tsx';
import { ActiveFilters } from '@/features/listings/components/active-filters.tsx';
import { HomeListings } from '@/features/listings/components/home-listings.tsx';
import { MetricsStrip } from '@/features/listings/components/metrics-strip.tsx';
import { SearchBox } from '@/features/listings/components/search-box.tsx';
import { homeQueryOf, homeSearchSchema, type PropertyFilters } from '@/features/listings/search-params.ts';
import { LazyHomeSavedSearches } from '@/features/saved-searches/components/lazy-saved-searches.tsx';
import { LazySellerLeadSection } from '@/features/seller-leads/components/lazy-seller-lead-form.tsx';
import { landOnAnchor, PROPERTIES_ANCHOR } from '@/lib/scroll.ts';
import { awaitOnServer } from '@/lib/server-render.ts';

export const Route = createFileRoute('/')({
  validateSearch: homeSearchSchema,
  loaderDeps: ({ search }) => homeQueryOf(search),
  // The requests start with the navigation: the server renders their answers, the browser shows skeletons meanwhile
  // (their API code loads on demand, keeping the listings' and the blog's contracts out of every page's first download).
  loader: ({ context, deps }) =>
    awaitOnServer(
      import('@/features/listings/api/search-properties.ts').then((search) =>
        context.queryClient.prefetchInfiniteQuery(search.searchPropertiesInfiniteQueryOptions(deps)),
      ),
      import('@/features/listings/api/dashboard-metrics.ts').then((metrics) =>
        context.queryClient.prefetchQuery(metrics.dashboardMetricsQueryOptions),
      ),
      import('@/features/blog/api/prefetch.ts').then((blog) => blog.prefetchBlogTeasers(context.queryClient)),
    ),
  component: HomePage,
});

/**
 * The homepage (spec section 2): hero with the search box, the four feature cards, the seller lead
 * form (owners ask the investor network for a cash offer; its code loads apart from the page's), the
 * listings (metrics strip; list, map and saved-searches tabs), how it works, testimonials, the
 * pricing teaser, the blog teasers, and "Good to know" (financing, FAQ, contact, terms, privacy): the
 * footer's anchors.
 */
function HomePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const filters: PropertyFilters = { category: search.category, search: search.search, openToJointVenture: search.openToJointVenture };
  const hash = useLocation({ select: (location) => location.hash });
  const queryClient = useQueryClient();

  // A link to a section (the footer's, Browse) lands on it once what is above it has loaded and taken its height.
  useEffect(() => (hash ? landOnAnchor(hash, () => queryClient.isFetching() > 0) : undefined), [hash, queryClient]);

  // Typing and toggles in the search box filter the list in place: no history entry per keystroke.
  const applyFilters = (next: PropertyFilters) =>
    void navigate({ search: (previous) => ({ ...previous, ...next, selected: undefined }), replace: true, resetScroll: false });

  // the tab's code loads when it is first chosen (the tabs render only the chosen one)
  const savedTab = (
    <LazyHomeSavedSearches
      currentCriteria={homeQueryOf(filters)}
      // a loaded search shows its listings: a step the back button returns from
      onLoad={(loaded) => void navigate({ search: { ...loaded }, resetScroll: false })}
    />
  );

  // Everything after the hero starts below a phone's first screen: the browser renders it as it nears the viewport.
  return (
    <>
      <title>DealAcre - Wholesale Real Estate Marketplace</title>
      <Hero searchBox={<SearchBox filters={filters} onFiltersChange={applyFilters} />} />
      {[
        <FeatureCards key="features" />,
        <LazySellerLeadSection key="sell" />,
        <section
          key="properties"
          id={PROPERTIES_ANCHOR}
          aria-labelledby="properties-heading"
          className="mx-auto max-w-7xl space-y-8 px-4 py-14 sm:px-6 lg:px-8"
        >
          <div className="space-y-2">
            <h2 id="properties-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Latest Properties
            </h2>
            <p className="text-slate-600">The newest wholesale deals on DealAcre.</p>
          </div>
          <MetricsStrip />
          <ActiveFilters filters={filters} onClear={() => void navigate({ search: { tab: search.tab }, hash: PROPERTIES_ANCHOR })} />
          <HomeListings
            search={search}
            onTabChange={(tab) =>
              void navigate({
                search: (previous) => ({ ...previous, tab: tab === 'list' ? undefined : tab }),
                replace: true,
                resetScroll: false,
              })
            }
            onSelect={(selected) => void navigate({ search: (previous) => ({ ...previous, selected }), replace: true, resetScroll: false })}
            savedTab={savedTab}
          />
        </section>,
        <HowItWorks key="how-it-works" />,
        <Testimonials key="testimonials" />,
        <PricingTeaser key="pricing" />,
        <BlogTeasers key="blog" id="blog" />,
        <GoodToKnow key="good-to-know" />,
      ].map((part) => (
        <div key={part.key} className="below-fold">
          {part}
        </div>
      ))}
    </>
  );
}
