import { createFileRoute } from '@tanstack/react-router';
import { urlParams } from '@/lib/url-params.ts';
import { useMemo } from 'react';
import { LeadQueueAdmin } from '@/features/leads/components/admin/lead-queue-admin.tsx';
import { readAdminLeadsSearch } from '@/features/leads/admin-leads-search.ts';

/** `/admin/leads`: the homeowners' leads, those no seller has first; assign one to a seller. */
export const Route = createFileRoute('/_protected/_admin/admin/leads')({
  validateSearch: urlParams({
    q: 'string',
    status: 'string',
    coverage: 'string',
    state: 'string',
    sort: 'string',
    order: 'string',
    page: 'number',
  }),
  component: LeadsPage,
});

function LeadsPage() {
  const params = Route.useSearch();
  const search = useMemo(() => readAdminLeadsSearch(params), [params]);
  const navigate = Route.useNavigate();
  return (
    <LeadQueueAdmin
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace, resetScroll: false })}
    />
  );
}
