import { createFileRoute } from '@tanstack/react-router';
import { adminOverviewQueryOptions } from '@/features/admin-overview/api/overview.ts';
import { AdminOverview } from '@/features/admin-overview/components/admin-overview.tsx';
import { overviewSearchSchema, periodOf } from '@/features/admin-overview/search-params.ts';

/** `/admin` (and `/admin-dashboard`): the back office's overview, for the period in `?days=` (7, 30 or 90; 30 unless told). */
export const Route = createFileRoute('/_protected/_admin/admin/')({
  validateSearch: overviewSearchSchema,
  loaderDeps: ({ search }) => ({ days: periodOf(search) }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(adminOverviewQueryOptions(deps.days)),
  component: AdminOverviewPage,
});

function AdminOverviewPage() {
  return <AdminOverview days={periodOf(Route.useSearch())} />;
}
