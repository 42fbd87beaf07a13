import { createFileRoute } from '@tanstack/react-router';
import { BillingAdmin } from '@/features/billing/components/admin/billing-admin.tsx';
import { readBillingAdminSearch } from '@/features/billing/admin-billing-search.ts';

/** `/admin/subscriptions`: every member's subscriptions and invoices, filtered, sorted and paged by the server; refunds. */
export const Route = createFileRoute('/_protected/_admin/admin/subscriptions')({
  validateSearch: readBillingAdminSearch,
  component: SubscriptionsPage,
});

function SubscriptionsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BillingAdmin
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })}
    />
  );
}
