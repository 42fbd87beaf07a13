import { createFileRoute } from '@tanstack/react-router';
import { urlParams } from '@/lib/url-params.ts';
import { useMemo } from 'react';
import { BillingAdmin } from '@/features/billing/components/admin/billing-admin.tsx';
import { readBillingAdminSearch } from '@/features/billing/admin-billing-search.ts';

/** `/admin/subscriptions`: every member's subscriptions and invoices, filtered, sorted and paged by the server; refunds. */
export const Route = createFileRoute('/_protected/_admin/admin/subscriptions')({
  validateSearch: urlParams({
    view: 'string',
    q: 'string',
    audience: 'string',
    tier: 'string',
    status: 'string',
    sort: 'string',
    order: 'string',
    page: 'number',
  }),
  component: SubscriptionsPage,
});

function SubscriptionsPage() {
  const params = Route.useSearch();
  const search = useMemo(() => readBillingAdminSearch(params), [params]);
  const navigate = Route.useNavigate();
  return (
    <BillingAdmin
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })}
    />
  );
}
