import { createFileRoute } from '@tanstack/react-router';
import { urlParams } from '@/lib/url-params.ts';
import { useMemo } from 'react';
import { AuditLogPage } from '@/features/audit-log/components/audit-log-page.tsx';
import { readAuditLogSearch } from '@/features/audit-log/audit-log-search.ts';

/** `/admin/audit-log`: the administrators' actions, newest first. */
export const Route = createFileRoute('/_protected/_admin/admin/audit-log')({
  validateSearch: urlParams({ action: 'string', actorId: 'string', subjectId: 'string', from: 'string', to: 'string', page: 'number' }),
  component: AuditLog,
});

function AuditLog() {
  const params = Route.useSearch();
  const search = useMemo(() => readAuditLogSearch(params), [params]);
  const navigate = Route.useNavigate();
  return <AuditLogPage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
