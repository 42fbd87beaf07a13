import { createFileRoute } from '@tanstack/react-router';
import { urlParams } from '@/lib/url-params.ts';
import { useMemo } from 'react';
import { ContactsForSellers } from '@/features/contacts/components/contacts-for-sellers.tsx';
import { ContactsPage } from '@/features/contacts/components/contacts-page.tsx';
import { readContactsSearch } from '@/features/contacts/contacts-search.ts';
import { hasSellerCapability, useCurrentUser } from '@/lib/auth.ts';

/** `/bulk-contacts`: a seller's buyers list and its CSV import; members who do not sell see what it is and how to get it. */
export const Route = createFileRoute('/_protected/bulk-contacts')({
  validateSearch: urlParams({
    q: 'string',
    tag: 'string',
    state: 'string',
    type: 'string',
    price: 'number',
    cash: 'boolean',
    pof: 'boolean',
    page: 'number',
  }),
  component: BulkContactsPage,
});

function BulkContactsPage() {
  const { user } = useCurrentUser();
  const params = Route.useSearch();
  const search = useMemo(() => readContactsSearch(params), [params]);
  const navigate = Route.useNavigate();
  if (!hasSellerCapability(user)) return <ContactsForSellers />;
  return (
    <ContactsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })}
    />
  );
}
