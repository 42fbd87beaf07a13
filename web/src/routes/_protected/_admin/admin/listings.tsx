import { createFileRoute } from '@tanstack/react-router';
import { urlParams } from '@/lib/url-params.ts';
import { useMemo } from 'react';
import { AdminListingsPage } from '@/features/listings/components/admin/admin-listings-page.tsx';
import { readAdminListingsSearch } from '@/features/listings/admin-listings-search.ts';

/** `/admin/listings`: listings to review (new sellers' and reported ones) and every listing; approve, reject, unpublish, feature, expire. */
export const Route = createFileRoute('/_protected/_admin/admin/listings')({
  validateSearch: urlParams({
    view: 'string',
    q: 'string',
    status: 'string',
    category: 'string',
    state: 'string',
    sort: 'string',
    order: 'string',
    page: 'number',
  }),
  component: ListingsPage,
});

function ListingsPage() {
  const params = Route.useSearch();
  const search = useMemo(() => readAdminListingsSearch(params), [params]);
  const navigate = Route.useNavigate();
  return (
    <AdminListingsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })}
    />
  );
}
