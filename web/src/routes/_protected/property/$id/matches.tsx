import { createFileRoute } from '@tanstack/react-router';
import { ContactsForSellers } from '@/features/contacts/components/contacts-for-sellers.tsx';
import { ListingMatchesPage } from '@/features/matching/components/listing-matches-page.tsx';
import { readMatchesSearch } from '@/features/matching/matches-search.ts';
import { hasSellerCapability, useCurrentUser } from '@/lib/auth.ts';

/** `/property/{id}/matches`: the buyers on the seller's list who fit one of their listings. */
export const Route = createFileRoute('/_protected/property/$id/matches')({
  validateSearch: readMatchesSearch,
  component: ListingMatchesRoute,
});

function ListingMatchesRoute() {
  const { id } = Route.useParams();
  const { user } = useCurrentUser();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!hasSellerCapability(user)) return <ContactsForSellers />;
  return (
    <ListingMatchesPage listingId={id} search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />
  );
}
