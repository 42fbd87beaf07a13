import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from '@tanstack/react-router';
import type { AuditRecord } from '@contracts/shared/contracts/audit-log.ts';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager, ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { auditLogQueryOptions } from '../api/audit-log.ts';
import { actionLabel, AUDIT_AREAS, auditLogQueryOf, changedFields, type AuditLogSearch } from '../audit-log-search.ts';

const column = createColumnHelper<ServerTableFeatures, AuditRecord>();

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const columns = column.columns([
  column.accessor('at', {
    header: 'When',
    enableSorting: false,
    cell: ({ getValue }) => <time dateTime={getValue()}>{when(getValue())}</time>,
  }),
  column.accessor('actor', { header: 'Administrator', enableSorting: false, cell: ({ getValue }) => getValue()?.name ?? 'System' }),
  column.accessor('action', {
    header: 'Action',
    enableSorting: false,
    cell: ({ row }) => <span className="font-medium text-slate-900">{actionLabel(row.original.action)}</span>,
  }),
  column.accessor('subject', { header: 'Subject', enableSorting: false, cell: ({ row }) => <Subject record={row.original} /> }),
  column.accessor('reason', { header: 'Reason', enableSorting: false, cell: ({ getValue }) => getValue() ?? '—' }),
  column.display({ id: 'changes', header: 'Changes', cell: ({ row }) => <Changes record={row.original} /> }),
]);

export interface AuditLogPageProps {
  search: AuditLogSearch;
  onSearchChange: (search: AuditLogSearch) => void;
}

/** `/admin/audit-log`: every administrator action, newest first, filtered by area, subject and dates. */
export function AuditLogPage({ search, onSearchChange }: AuditLogPageProps) {
  const query = useQuery(auditLogQueryOptions(auditLogQueryOf(search)));
  const data = query.data;
  const page = data ? { rows: data.records, total: data.total, page: data.page, pageSize: data.pageSize } : null;
  const table = useServerTable({
    columns,
    data: page ?? { rows: [], total: 0, page: 1, pageSize: 50 },
    getRowId: (record) => record.id,
    sorting: [],
    onSortingChange: () => {},
  });
  const set = (patch: AuditLogSearch) => onSearchChange({ ...search, ...patch, page: undefined });

  return (
    <div className="space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Audit Log | DealAcre</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Audit log</h1>
        <p className="mt-1 text-slate-600">Who did what, when and why. Entries are never changed or deleted.</p>
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Area
          <select
            className={inputClassName}
            value={search.action ?? ''}
            onChange={(event) => set({ action: event.target.value || undefined })}
          >
            <option value="">Every area</option>
            {AUDIT_AREAS.map((area) => (
              <option key={area.prefix} value={area.prefix}>
                {area.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Subject id
          <Input
            defaultValue={search.subjectId ?? ''}
            onBlur={(event) => set({ subjectId: event.target.value.trim() || undefined })}
            onKeyDown={(event) => event.key === 'Enter' && set({ subjectId: event.currentTarget.value.trim() || undefined })}
            placeholder="An account's id"
            maxLength={80}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          From
          <Input type="date" value={search.from ?? ''} onChange={(event) => set({ from: event.target.value || undefined })} />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          To
          <Input type="date" value={search.to ?? ''} onChange={(event) => set({ to: event.target.value || undefined })} />
        </label>
      </div>

      {query.isPending ? (
        <TableLoading label="Loading the audit log" rowClassName="h-12" />
      ) : !page ? (
        <TableLoadError title="The audit log could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-3">
          <ServerTableView
            table={table}
            label="Audit log"
            busy={query.isPlaceholderData}
            cellClassName={(id) => (id === 'at' ? 'whitespace-nowrap' : id === 'reason' ? 'max-w-xs' : undefined)}
            card={(record) => (
              <div className="space-y-1 text-sm">
                <p className="font-semibold text-slate-900">{actionLabel(record.action)}</p>
                <p className="text-slate-600">
                  {record.actor?.name ?? 'System'} · <time dateTime={record.at}>{when(record.at)}</time>
                </p>
                <Subject record={record} />
                {record.reason ? <p className="text-slate-700">“{record.reason}”</p> : null}
                <Changes record={record} />
              </div>
            )}
          />
          <ServerPager
            data={page}
            noun={['entry', 'entries']}
            onPage={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
          />
        </div>
      )}
    </div>
  );
}

function Subject({ record }: { record: AuditRecord }) {
  const { type, id } = record.subject;
  const label = (record.after as { email?: string } | null)?.email ?? (record.before as { email?: string } | null)?.email;
  return (
    <span className="block text-sm">
      <span className="text-slate-500">{type === 'user' ? 'Account' : type}</span>{' '}
      {type === 'user' ? (
        <Link to="/admin/audit-log" search={{ subjectId: id }} className="break-all text-brand-700 hover:underline">
          {label ?? id}
        </Link>
      ) : (
        <span className="break-all">{id}</span>
      )}
    </span>
  );
}

function Changes({ record }: { record: AuditRecord }) {
  const lines = changedFields(record.before, record.after);
  if (lines.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-0.5 text-xs text-slate-600">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}
