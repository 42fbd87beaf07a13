import { createFileRoute } from '@tanstack/react-router';
import { urlParams } from '@/lib/url-params.ts';
import { useMemo } from 'react';
import { AccountsAdmin } from '@/features/identity/components/admin/accounts-admin.tsx';
import { readAdminAccountsSearch } from '@/features/identity/admin-accounts-search.ts';

/** `/admin/users`: every account, searched, filtered, sorted and paged by the server; suspend, reinstate, roles. */
export const Route = createFileRoute('/_protected/_admin/admin/users')({
  validateSearch: urlParams({ q: 'string', role: 'string', status: 'string', sort: 'string', order: 'string', page: 'number' }),
  component: AccountsPage,
});

function AccountsPage() {
  const params = Route.useSearch();
  const search = useMemo(() => readAdminAccountsSearch(params), [params]);
  const navigate = Route.useNavigate();
  return (
    <AccountsAdmin
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })}
    />
  );
}
