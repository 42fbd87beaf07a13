import { createFileRoute } from '@tanstack/react-router';
import { countOf } from '@contracts/shared/kernel/en-us-format.ts';
import { useSearchProperties } from '@/features/listings/api/search-properties.ts';
import { PropertyCard } from '@/features/listings/components/property-card.tsx';
import { JvBoardPage } from '@/features/jv/components/jv-board-page.tsx';
import { jvSearchSchema } from '@/features/jv/search-params.ts';
import { Button } from '@/components/ui/button.tsx';
import { awaitOnServer } from '@/lib/server-render.ts';

/**
 * `/joint-venture` (signed in): the JV board's partner posts and the listings open to joint venture.
 * Filters, sort, page, the tab and the open post are typed search params. The posts' page starts
 * loading with the navigation (its prefetch code loads on demand, keeping the JV contract out of
 * every page's first download).
 */
export const Route = createFileRoute('/_protected/joint-venture')({
  validateSearch: jvSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    awaitOnServer(import('@/features/jv/api/prefetch.ts').then((jv) => jv.prefetchJvBoard(context.queryClient, deps))),
  component: JointVentureRoute,
});

function JointVentureRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <JvBoardPage
      search={search}
      onSearch={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), resetScroll: false })}
      listings={search.tab === 'listings' ? <ListingsOpenToJv /> : null}
    />
  );
}

const OPEN_TO_JV = { openToJointVenture: true };

/** The property search's listings open to joint venture, as its cards show them (with their JV terms). */
function ListingsOpenToJv() {
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useSearchProperties(OPEN_TO_JV);
  const hits = data?.pages.flatMap((page) => page.hits) ?? [];
  const total = data?.pages[0]?.total ?? 0;
  if (isPending) return <p className="text-sm text-slate-600">Loading listings…</p>;
  return (
    <section aria-label="Listings open to JV">
      <p className="mb-3 text-sm text-slate-600">{`Showing ${hits.length} of ${countOf(total, 'property', 'properties')}`}</p>
      {hits.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          No listings are open to joint venture right now.
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {hits.map((property, index) => (
            <li key={property.id}>
              <PropertyCard property={property} eagerImage={index < 4} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            Load More Properties
          </Button>
        </div>
      ) : null}
    </section>
  );
}
