import { createFileRoute } from '@tanstack/react-router';
import { urlParams } from '@/lib/url-params.ts';
import { AdminPayouts, type PayoutsSearch } from '@/features/affiliate/components/admin-payouts.tsx';

const STATUSES = ['requested', 'held', 'paid'];

/** `/admin/payouts`: affiliates' payouts by month and status, and the commissions held for review. */
export const Route = createFileRoute('/_protected/_admin/admin/payouts')({
  validateSearch: urlParams({ status: 'string', month: 'string', page: 'number' }),
  component: PayoutsPage,
});

function PayoutsPage() {
  const params = Route.useSearch();
  const navigate = Route.useNavigate();
  const search: PayoutsSearch = {
    status: STATUSES.includes(params.status ?? '') ? (params.status as PayoutsSearch['status']) : undefined,
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(params.month ?? '') ? params.month : undefined,
    page: params.page && params.page > 1 ? Math.floor(params.page) : undefined,
  };
  return <AdminPayouts search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
