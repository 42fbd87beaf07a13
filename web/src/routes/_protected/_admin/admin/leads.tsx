import { createFileRoute } from '@tanstack/react-router';
import { LeadQueueAdmin } from '@/features/leads/components/admin/lead-queue-admin.tsx';
import { readAdminLeadsSearch } from '@/features/leads/admin-leads-search.ts';

/** `/admin/leads`: the homeowners' leads, those no seller has first; assign one to a seller. */
export const Route = createFileRoute('/_protected/_admin/admin/leads')({
  validateSearch: readAdminLeadsSearch,
  component: LeadsPage,
});

function LeadsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LeadQueueAdmin
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })}
    />
  );
}
