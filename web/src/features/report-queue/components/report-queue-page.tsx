import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { X } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_REPORT_STATUSES,
  REPORT_NOTE_MAX,
  type AdminReport,
  type AdminReportList,
  type ReportOutcome,
} from '@contracts/engagement/contracts/admin-reports.ts';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@contracts/engagement/contracts/messaging.ts';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager, ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { inputClassName } from '@/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import { reportQueueQueryOptions, useResolveReport } from '../api/report-queue.ts';
import { reportQueueQueryOf, type ReportQueueSearch } from '../report-queue-search.ts';

const column = createColumnHelper<ServerTableFeatures, AdminReport>();

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const OUTCOME_LABEL: Record<ReportOutcome, string> = { dismissed: 'Dismissed', warned: 'Warned', suspended: 'Suspended' };

type Pending = { outcome: ReportOutcome; report: AdminReport } | null;

export interface ReportQueuePageProps {
  search: ReportQueueSearch;
  onSearchChange: (search: ReportQueueSearch) => void;
}

/**
 * `/admin/reports`: the messages members reported. Open ones, oldest first, each with what was written
 * and how many open reports there are about its sender; resolved ones with what was decided, by whom.
 */
export function ReportQueuePage({ search, onSearchChange }: ReportQueuePageProps) {
  const query = useQuery(reportQueueQueryOptions(reportQueueQueryOf(search)));
  const [pending, setPending] = useState<Pending>(null);
  const status = search.status ?? 'open';
  const data = query.data;
  const set = (patch: ReportQueueSearch) => onSearchChange({ ...search, ...patch, page: undefined });

  return (
    <div className="space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Reports | DealAcre</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Reports</h1>
        <p className="mt-1 text-slate-600">
          Messages members reported. Dismiss a report, warn the sender with a note, or suspend them. Every decision is kept in the audit
          log.
        </p>
      </div>

      <Tabs value={status} onValueChange={(value) => set({ status: value === 'resolved' ? 'resolved' : undefined })} className="space-y-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <TabsList aria-label="Reports" className="self-start">
            <TabsTrigger value="open">Open</TabsTrigger>
            <TabsTrigger value="resolved">Resolved</TabsTrigger>
          </TabsList>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:w-56">
            Reason
            <select
              className={inputClassName}
              value={search.reason ?? ''}
              onChange={(event) => set({ reason: (event.target.value || undefined) as ReportQueueSearch['reason'] })}
            >
              <option value="">Every reason</option>
              {REPORT_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {REPORT_REASON_LABELS[reason]}
                </option>
              ))}
            </select>
          </label>
        </div>

        {search.memberId ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            Reports about {data?.reports[0]?.reportedMember.name ?? 'one member'} only.
            <Button variant="secondary" size="sm" onClick={() => set({ memberId: undefined })}>
              <X className="size-4" aria-hidden="true" />
              Show every member
            </Button>
          </p>
        ) : null}

        {ADMIN_REPORT_STATUSES.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {query.isPending ? (
              <TableLoading label="Loading reports" rowClassName="h-20" />
            ) : !data ? (
              <TableLoadError title="The reports could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
            ) : (
              <ReportsTable
                data={data}
                resolved={status === 'resolved'}
                busy={query.isPlaceholderData}
                onPage={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
                onMember={(memberId) => set({ memberId })}
                onAct={(outcome, report) => setPending({ outcome, report })}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>

      <NoteDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}

function ReportsTable({
  data,
  resolved,
  busy,
  onPage,
  onMember,
  onAct,
}: {
  data: AdminReportList;
  resolved: boolean;
  busy: boolean;
  onPage: (page: number) => void;
  onMember: (memberId: string) => void;
  onAct: (outcome: ReportOutcome, report: AdminReport) => void;
}) {
  const page = { rows: data.reports, total: data.total, page: data.page, pageSize: data.pageSize };
  const columns = column.columns([
    column.accessor('createdAt', {
      header: 'Reported',
      enableSorting: false,
      cell: ({ row }) => <Reported report={row.original} />,
    }),
    column.accessor('reportedMember', {
      header: 'Member',
      enableSorting: false,
      cell: ({ row }) => <Member report={row.original} onMember={onMember} />,
    }),
    column.accessor('excerpt', { header: 'Message', enableSorting: false, cell: ({ row }) => <Excerpt report={row.original} /> }),
    column.accessor('reason', { header: 'Reason', enableSorting: false, cell: ({ row }) => <Reason report={row.original} /> }),
    resolved
      ? column.accessor('resolution', { header: 'Outcome', enableSorting: false, cell: ({ row }) => <Outcome report={row.original} /> })
      : column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          cell: ({ row }) => <Actions report={row.original} onAct={onAct} />,
        }),
  ]);
  const table = useServerTable({ columns, data: page, getRowId: (report) => report.id, sorting: [], onSortingChange: () => {} });

  return (
    <div className="space-y-3">
      <ServerTableView
        table={table}
        label={resolved ? 'Resolved reports' : 'Open reports'}
        busy={busy}
        cellClassName={(id) => cn(id === 'excerpt' && 'min-w-64', id === 'actions' && 'w-36')}
        card={(report) => (
          <div className="space-y-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Member report={report} onMember={onMember} />
              <Reason report={report} />
            </div>
            <Excerpt report={report} />
            <Reported report={report} />
            {resolved ? <Outcome report={report} /> : <Actions report={report} onAct={onAct} />}
          </div>
        )}
      />
      <ServerPager data={page} noun={['report', 'reports']} onPage={onPage} />
    </div>
  );
}

function Reported({ report }: { report: AdminReport }) {
  return (
    <span className="block text-sm text-slate-600">
      <time dateTime={report.createdAt} className="whitespace-nowrap">
        {when(report.createdAt)}
      </time>
      <span className="block text-xs text-slate-500">reported by {report.reporter.name}</span>
    </span>
  );
}

function Member({ report, onMember }: { report: AdminReport; onMember: (memberId: string) => void }) {
  const { name, openReports } = report.reportedMember;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="font-medium whitespace-nowrap text-slate-900">{name}</span>
      {openReports > 1 ? (
        <button
          type="button"
          onClick={() => onMember(report.reportedMember.id)}
          className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-200 ring-inset hover:bg-amber-100"
        >
          {openReports} open reports
        </button>
      ) : null}
    </span>
  );
}

function Excerpt({ report }: { report: AdminReport }) {
  return report.excerpt ? (
    <blockquote className="max-w-prose border-l-2 border-slate-300 pl-3 text-sm whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">
      {report.excerpt}
    </blockquote>
  ) : (
    <p className="text-sm text-slate-500 italic">The conversation as a whole (no message of theirs yet)</p>
  );
}

function Reason({ report }: { report: AdminReport }) {
  return (
    <span className="block max-w-xs text-sm">
      <span className="font-semibold text-slate-900">{REPORT_REASON_LABELS[report.reason]}</span>
      {report.details ? <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">{report.details}</span> : null}
    </span>
  );
}

function Outcome({ report }: { report: AdminReport }) {
  const resolution = report.resolution;
  if (!resolution) return null;
  return (
    <span className="block max-w-xs text-sm">
      <span
        className={cn(
          'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
          resolution.outcome === 'dismissed' && 'bg-slate-50 text-slate-700 ring-slate-200',
          resolution.outcome === 'warned' && 'bg-amber-50 text-amber-900 ring-amber-200',
          resolution.outcome === 'suspended' && 'bg-red-50 text-red-800 ring-red-200',
        )}
      >
        {OUTCOME_LABEL[resolution.outcome]}
      </span>
      {resolution.note ? <span className="mt-1 block text-slate-700 [overflow-wrap:anywhere]">{resolution.note}</span> : null}
      <span className="mt-1 block text-xs text-slate-500">
        by {resolution.resolvedBy.name}, <time dateTime={resolution.resolvedAt}>{when(resolution.resolvedAt)}</time>
      </span>
    </span>
  );
}

function Actions({ report, onAct }: { report: AdminReport; onAct: (outcome: ReportOutcome, report: AdminReport) => void }) {
  const name = report.reportedMember.name;
  return (
    <span className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
      <Button variant="secondary" size="sm" onClick={() => onAct('dismissed', report)}>
        Dismiss<span className="sr-only"> the report about {name}</span>
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onAct('warned', report)}>
        Warn<span className="sr-only"> {name}</span>
      </Button>
      <Button variant="secondary" size="sm" className="text-red-700" onClick={() => onAct('suspended', report)}>
        Suspend member<span className="sr-only"> {name}</span>
      </Button>
    </span>
  );
}

const TITLE: Record<ReportOutcome, (name: string) => string> = {
  dismissed: () => 'Dismiss this report?',
  warned: (name) => `Warn ${name}?`,
  suspended: (name) => `Suspend ${name}?`,
};
const DESCRIPTION: Record<ReportOutcome, (name: string) => string> = {
  dismissed: () => 'The report is closed and nothing happens to the member; they are not told.',
  warned: (name) =>
    `${name} gets your note by email and in the app, with a link to the conversation and the terms of service. The report is closed.`,
  suspended: (name) =>
    `${name} is signed out everywhere at once and cannot sign in; their listings, posts and messages are hidden until you reinstate them. Your note is the suspension's reason.`,
};
const SUBMIT: Record<ReportOutcome, string> = { dismissed: 'Dismiss report', warned: 'Send warning', suspended: 'Suspend member' };
const HINT: Record<ReportOutcome, string> = {
  dismissed: 'Kept in the audit log.',
  warned: 'The member reads this. Kept in the audit log.',
  suspended: 'Kept with the suspension and in the audit log.',
};

/** Dismissing may say why; warning and suspending must, and the member reads a warning's note. */
function NoteDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const resolve = useResolveReport();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const outcome = pending?.outcome ?? 'dismissed';
  const name = pending?.report.reportedMember.name ?? '';
  const required = outcome !== 'dismissed';

  const close = () => {
    setNote('');
    setError(null);
    resolve.reset();
    onClose();
  };
  const submit = () => {
    if (!pending) return;
    const text = note.trim();
    if (required && text.length < 3) return setError('Write a note for the member (at least 3 characters)');
    resolve.mutate(
      { report: pending.report, outcome, note: text },
      {
        onSuccess: () => {
          toast({
            title: outcome === 'dismissed' ? 'Report dismissed' : outcome === 'warned' ? `${name} is warned` : `${name} is suspended`,
          });
          close();
        },
        onError: (failure) => setError(serverMessage(failure) ?? 'That did not work. Please try again.'),
      },
    );
  };

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>{TITLE[outcome](name)}</DialogTitle>
        <DialogDescription>{DESCRIPTION[outcome](name)}</DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field
            label={outcome === 'warned' ? 'Note to the member' : 'Note'}
            optional={!required}
            error={error ?? undefined}
            hint={HINT[outcome]}
          >
            {(props) => (
              <Textarea
                {...props}
                value={note}
                onChange={(event) => setNote(event.target.value.replace(/[\r\n]+/g, ' '))}
                rows={3}
                maxLength={REPORT_NOTE_MAX}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant={outcome === 'suspended' ? 'destructive' : 'primary'} disabled={resolve.isPending}>
              {SUBMIT[outcome]}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
