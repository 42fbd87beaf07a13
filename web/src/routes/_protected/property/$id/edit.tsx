import { createFileRoute } from '@tanstack/react-router';
import type { ListingDemandRequest } from '@contracts/engagement/contracts/saved-searches.ts';
import { PageSkeleton } from '@/components/layout/page-skeleton.tsx';
import { EditListingPage } from '@/features/listings/components/listing-form/listing-form-pages.tsx';
import { LazyListingDemandLine } from '@/features/saved-searches/components/lazy-saved-searches.tsx';
import { useCurrentUser } from '@/lib/auth.ts';

export const Route = createFileRoute('/_protected/property/$id/edit')({
  component: EditPropertyRoute,
});

/** The saved-searches feature counts the buyers whose searches the listing would match. */
const renderDemand = (request: ListingDemandRequest | null) => <LazyListingDemandLine request={request} />;

function EditPropertyRoute() {
  const { id } = Route.useParams();
  const { user } = useCurrentUser();
  if (!user) return <PageSkeleton />;
  return <EditListingPage user={user} id={id} demand={renderDemand} />;
}
