import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/layout/coming-soon.tsx';
import { propertyFiltersSchema } from '../features/listings/search-params.ts';

/** Property search results; the filters are typed search params so links to it are checked. */
export const Route = createFileRoute('/search')({
  validateSearch: propertyFiltersSchema,
  component: SearchPage,
});

function SearchPage() {
  return <ComingSoon title="Search Properties" summary="Search every listing by location, category and joint venture interest." />;
}
