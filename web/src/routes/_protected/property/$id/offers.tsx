import { createFileRoute } from '@tanstack/react-router';
import { ListingOffersPage } from '@/features/offers/components/listing-offers-page.tsx';

/** `/property/{id}/offers`: the offers on one of the seller's listings, to compare and answer. */
export const Route = createFileRoute('/_protected/property/$id/offers')({
  component: ListingOffersRoute,
});

function ListingOffersRoute() {
  const { id } = Route.useParams();
  return <ListingOffersPage listingId={id} />;
}
