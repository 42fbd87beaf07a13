import { Building2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useProperties } from '../api/list-properties.ts';
import type { PropertyFilters } from '../search-params.ts';
import { PropertyCard } from './property-card.tsx';
import { PropertyCardSkeleton } from './property-card-skeleton.tsx';

/** Spec section 9: six skeleton cards while loading; the first three images load eagerly. */
const SKELETON_CARDS = 6;
const EAGER_IMAGES = 3;

const gridClassName = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function PropertyGrid({ filters }: { filters: PropertyFilters }) {
  const { data: properties, isPending, isError, refetch, isRefetching } = useProperties(filters);

  if (isPending) {
    return (
      <div className={gridClassName} aria-busy="true" aria-label="Loading properties">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <PropertyCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <GridMessage icon={<TriangleAlert className="size-10 text-red-500" aria-hidden="true" />} title="Failed to fetch properties">
        <Button variant="secondary" onClick={() => void refetch()} disabled={isRefetching}>
          {isRefetching ? 'Trying again...' : 'Try again'}
        </Button>
      </GridMessage>
    );
  }

  if (properties.length === 0) {
    return (
      <GridMessage icon={<Building2 className="size-10 text-slate-400" aria-hidden="true" />} title="No properties found">
        <p className="max-w-md text-slate-600">
          Try adjusting your search filters or check back later for new listings.
        </p>
      </GridMessage>
    );
  }

  return (
    <ul className={gridClassName} aria-label="Properties">
      {properties.map((property, index) => (
        <li key={property.id} className="flex">
          <PropertyCard property={property} eagerImage={index < EAGER_IMAGES} />
        </li>
      ))}
    </ul>
  );
}

function GridMessage({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
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
