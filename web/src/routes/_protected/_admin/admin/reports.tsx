import { createFileRoute } from '@tanstack/react-router';
import { urlParams } from '@/lib/url-params.ts';
import { useMemo } from 'react';
import { ReportQueuePage } from '@/features/report-queue/components/report-queue-page.tsx';
import { readReportQueueSearch } from '@/features/report-queue/report-queue-search.ts';

/** `/admin/reports`: reported messages, open ones oldest first; dismiss, warn or suspend the member with a note. */
export const Route = createFileRoute('/_protected/_admin/admin/reports')({
  validateSearch: urlParams({ status: 'string', reason: 'string', memberId: 'string', page: 'number' }),
  component: Reports,
});

function Reports() {
  const params = Route.useSearch();
  const search = useMemo(() => readReportQueueSearch(params), [params]);
  const navigate = Route.useNavigate();
  return <ReportQueuePage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
