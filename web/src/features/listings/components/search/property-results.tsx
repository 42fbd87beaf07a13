import { Building2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PropertyHit } from '@contracts/listings/contracts/search.ts';
import { Button } from '@/components/ui/button.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { cn, formatNumber } from '@/lib/utils.ts';
import { useSearchProperties } from '../../api/search-properties.ts';
import type { SearchQuery } from '../../search-params.ts';
import { PropertyCard } from '../property-card.tsx';
import { PropertyCardSkeleton } from '../property-card-skeleton.tsx';

/** Spec section 9: six skeleton cards while loading; the first three images load eagerly. */
const SKELETON_CARDS = 6;
const EAGER_IMAGES = 3;

interface PropertyResultsProps {
  query: SearchQuery;
  /** grid columns, e.g. fewer beside a map */
  gridClassName?: string;
  /** the card under the pointer or focus (null when it leaves), to emphasise its marker */
  onHover?: (id: string | null) => void;
  /** the property selected on the map, outlined in the list */
  selectedId?: string | null;
  /**
   * how many of the first cards load their photo at once, at high priority (3, the top of the search
   * page); 0 where the list starts below the first screen, so its photos do not compete with what shows
   */
  eagerImages?: number;
}

/**
 * Search results as cards: 12 at first, 'Load More Properties' adds 12, 'Showing X of Y
 * properties', skeletons while loading, the spec's empty state.
 */
export function PropertyResults({ query, gridClassName, onHover, selectedId, eagerImages = EAGER_IMAGES }: PropertyResultsProps) {
  const { data, isPending, isError, refetch, isRefetching, fetchNextPage, hasNextPage, isFetchingNextPage, isPlaceholderData } =
    useSearchProperties(query);
  const columns = gridClassName ?? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

  if (isPending) {
    return (
      <div className={cn('grid gap-6', columns)} aria-busy="true" aria-label="Loading properties">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <PropertyCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <ResultsMessage icon={<TriangleAlert className="size-10 text-red-500" aria-hidden="true" />} title="Failed to fetch properties">
        <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? 'Trying again...' : 'Try again'}
        </Button>
      </ResultsMessage>
    );
  }

  const hits: PropertyHit[] = data.pages.flatMap((page) => page.hits);
  const total = data.pages[0]?.total ?? 0;

  if (hits.length === 0) {
    return (
      <ResultsMessage icon={<Building2 className="size-10 text-slate-400" aria-hidden="true" />} title="No properties found">
        <p className="max-w-md text-slate-600">Try adjusting your search filters or check back later for new listings.</p>
      </ResultsMessage>
    );
  }

  return (
    <div className="space-y-6" aria-busy={isPlaceholderData}>
      <ul className={cn('grid gap-6', columns)} aria-label="Properties">
        {hits.map((property, index) => (
          <li
            key={property.id}
            className={cn(
              'below-fold flex rounded-xl [contain-intrinsic-block-size:auto_24rem]',
              selectedId === property.id && 'ring-2 ring-brand-600 ring-offset-2',
            )}
            onMouseEnter={onHover ? () => onHover(property.id) : undefined}
            onMouseLeave={onHover ? () => onHover(null) : undefined}
            onFocus={onHover ? () => onHover(property.id) : undefined}
            onBlur={onHover ? () => onHover(null) : undefined}
            data-property-id={property.id}
          >
            <PropertyCard property={property} eagerImage={index < eagerImages} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {formatNumber(hits.length)} of {formatNumber(total)} {total === 1 ? 'property' : 'properties'}
        </p>
        {hasNextPage ? (
          <SubmitButton variant="secondary" onClick={() => void fetchNextPage()} pending={isFetchingNextPage} pendingLabel="Loading...">
            Load More Properties
          </SubmitButton>
        ) : null}
      </div>
    </div>
  );
}

function ResultsMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center"
    >
      {icon}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children}
    </div>
  );
}
