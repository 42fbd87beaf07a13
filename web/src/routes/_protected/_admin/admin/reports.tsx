import { createFileRoute } from '@tanstack/react-router';
import { ReportQueuePage } from '@/features/report-queue/components/report-queue-page.tsx';
import { readReportQueueSearch } from '@/features/report-queue/report-queue-search.ts';

/** `/admin/reports`: reported messages, open ones oldest first; dismiss, warn or suspend the member with a note. */
export const Route = createFileRoute('/_protected/_admin/admin/reports')({
  validateSearch: readReportQueueSearch,
  component: Reports,
});

function Reports() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReportQueuePage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
