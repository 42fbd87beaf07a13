import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '@/features/listings/components/search/search-page.tsx';
import { searchPageSchema, searchQueryOf } from '@/features/listings/search-params.ts';
import { LazySaveSearchButton } from '@/features/saved-searches/components/lazy-saved-searches.tsx';
import { awaitOnServer } from '@/lib/server-render.ts';

/**
 * Property search: every filter, the sort, the view, the map box and the selected marker are typed
 * search params, so a link restores the page and the back button steps through filter changes.
 * `search` (what the homepage search box sends) is read as `q`.
 */
export const Route = createFileRoute('/search')({
  validateSearch: searchPageSchema,
  loaderDeps: ({ search }) => searchQueryOf(search),
  // The first page starts with the navigation: the server renders it, the browser shows skeletons meanwhile.
  // The search API is imported on demand: the loader is in every page's first download.
  loader: ({ context, deps }) =>
    awaitOnServer(
      import('@/features/listings/api/search-properties.ts').then((search) =>
        context.queryClient.prefetchInfiniteQuery(search.searchPropertiesInfiniteQueryOptions(deps)),
      ),
    ),
  component: SearchRoute,
});

function SearchRoute() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      params={params}
      onParamsChange={(patch, options) =>
        void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: options?.replace, resetScroll: false })
      }
      saveSearch={<LazySaveSearchButton criteria={searchQueryOf(params)} className="h-9" />}
    />
  );
}
