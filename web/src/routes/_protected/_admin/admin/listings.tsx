import { createFileRoute } from '@tanstack/react-router';
import { AdminListingsPage } from '@/features/listings/components/admin/admin-listings-page.tsx';
import { readAdminListingsSearch } from '@/features/listings/admin-listings-search.ts';

/** `/admin/listings`: listings to review (new sellers' and reported ones) and every listing; approve, reject, unpublish, feature, expire. */
export const Route = createFileRoute('/_protected/_admin/admin/listings')({
  validateSearch: readAdminListingsSearch,
  component: ListingsPage,
});

function ListingsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminListingsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })}
    />
  );
}
