import { createFileRoute } from '@tanstack/react-router';
import { ContactsForSellers } from '@/features/contacts/components/contacts-for-sellers.tsx';
import { ContactsPage } from '@/features/contacts/components/contacts-page.tsx';
import { readContactsSearch } from '@/features/contacts/contacts-search.ts';
import { hasSellerCapability, useCurrentUser } from '@/lib/auth.ts';

/** `/bulk-contacts`: a seller's buyers list and its CSV import; members who do not sell see what it is and how to get it. */
export const Route = createFileRoute('/_protected/bulk-contacts')({
  validateSearch: readContactsSearch,
  component: BulkContactsPage,
});

function BulkContactsPage() {
  const { user } = useCurrentUser();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!hasSellerCapability(user)) return <ContactsForSellers />;
  return (
    <ContactsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })}
    />
  );
}
