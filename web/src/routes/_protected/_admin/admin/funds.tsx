import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { urlParams } from '@/lib/url-params.ts';
import { FundsQueuePage } from '@/features/funds-queue/components/funds-queue-page.tsx';
import { readFundsQueueSearch } from '@/features/funds-queue/funds-queue-search.ts';

/** `/admin/funds`: buyers' proof-of-funds statements to check, oldest first; verify with an amount and an expiry, or reject with a reason. */
export const Route = createFileRoute('/_protected/_admin/admin/funds')({
  validateSearch: urlParams({ status: 'string', page: 'number' }),
  component: Funds,
});

function Funds() {
  const params = Route.useSearch();
  const search = useMemo(() => readFundsQueueSearch(params), [params]);
  const navigate = Route.useNavigate();
  return <FundsQueuePage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
