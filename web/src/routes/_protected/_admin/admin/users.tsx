import { createFileRoute } from '@tanstack/react-router';
import { AccountsAdmin } from '@/features/identity/components/admin/accounts-admin.tsx';
import { readAdminAccountsSearch } from '@/features/identity/admin-accounts-search.ts';

/** `/admin/users`: every account, searched, filtered, sorted and paged by the server; suspend, reinstate, roles. */
export const Route = createFileRoute('/_protected/_admin/admin/users')({
  validateSearch: readAdminAccountsSearch,
  component: AccountsPage,
});

function AccountsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccountsAdmin
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })}
    />
  );
}
