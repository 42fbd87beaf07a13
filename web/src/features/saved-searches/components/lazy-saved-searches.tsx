import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/**
 * The feature's parts for other pages, loaded on first render: the code (and the chunk names the
 * router preloads with each page) stays out of what every page downloads first
 * (`npm run check:bundle`). Routes use these, never the component modules themselves.
 */
const SaveSearchButtonChunk = lazy(() => import('./save-search-button.tsx').then((module) => ({ default: module.SaveSearchButton })));
const SavedSearchesManagerChunk = lazy(() =>
  import('./saved-searches-manager.tsx').then((module) => ({ default: module.SavedSearchesManager })),
);
const HomeSavedSearchesChunk = lazy(() => import('./home-saved-searches.tsx').then((module) => ({ default: module.HomeSavedSearches })));
const ListingDemandLineChunk = lazy(() => import('./listing-demand.tsx').then((module) => ({ default: module.ListingDemandLine })));
const ListingMatchesCountChunk = lazy(() => import('./listing-demand.tsx').then((module) => ({ default: module.ListingMatchesCount })));

/** "Save search"; its place is kept (`h-9 w-36`) while it loads. */
export function LazySaveSearchButton(props: ComponentProps<typeof SaveSearchButtonChunk>) {
  return (
    <Suspense fallback={<span className="inline-block h-9 w-36" aria-hidden="true" />}>
      <SaveSearchButtonChunk {...props} />
    </Suspense>
  );
}

export function LazySavedSearchesManager(props: ComponentProps<typeof SavedSearchesManagerChunk>) {
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
      <SavedSearchesManagerChunk {...props} />
    </Suspense>
  );
}

/** The homepage's Saved tab: drawn in the browser only (it is the visitor's own). */
export function LazyHomeSavedSearches(props: ComponentProps<typeof HomeSavedSearchesChunk>) {
  const placeholder = <Skeleton className="h-32 w-full rounded-xl" />;
  return (
    <ClientOnly fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <HomeSavedSearchesChunk {...props} />
      </Suspense>
    </ClientOnly>
  );
}

export function LazyListingDemandLine(props: ComponentProps<typeof ListingDemandLineChunk>) {
  return (
    <Suspense fallback={null}>
      <ListingDemandLineChunk {...props} />
    </Suspense>
  );
}

export function LazyListingMatchesCount(props: ComponentProps<typeof ListingMatchesCountChunk>) {
  return (
    <Suspense fallback={<span className="text-slate-400">…</span>}>
      <ListingMatchesCountChunk {...props} />
    </Suspense>
  );
}
