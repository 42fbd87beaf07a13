import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '@/features/audit-log/components/audit-log-page.tsx';
import { readAuditLogSearch } from '@/features/audit-log/audit-log-search.ts';

/** `/admin/audit-log`: the administrators' actions, newest first. */
export const Route = createFileRoute('/_protected/_admin/admin/audit-log')({
  validateSearch: readAuditLogSearch,
  component: AuditLog,
});

function AuditLog() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditLogPage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
