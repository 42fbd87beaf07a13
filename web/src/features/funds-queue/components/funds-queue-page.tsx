import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_FUNDS_FILTERS,
  DEFAULT_FUNDS_VALIDITY_DAYS,
  FUNDS_REASON_MAX,
  type AdminFundsDocument,
  type AdminFundsDocumentList,
  type AdminFundsFilter,
} from '@contracts/identity/contracts/verified-funds.ts';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager, ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { fundsDay } from '@/components/verified-funds-badge.tsx';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn, formatDollars } from '@/lib/utils.ts';
import { fundsQueueQueryOptions, useDecideFunds } from '../api/funds-queue.ts';
import { fundsQueueQueryOf, type FundsQueueSearch } from '../funds-queue-search.ts';

const column = createColumnHelper<ServerTableFeatures, AdminFundsDocument>();

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const TAB_LABEL: Record<AdminFundsFilter, string> = { pending: 'To check', verified: 'Verified', rejected: 'Rejected', all: 'All' };
const STATUS_LABEL: Record<AdminFundsDocument['status'], string> = {
  pending: 'Waiting',
  verified: 'Verified',
  rejected: 'Rejected',
  expired: 'Expired',
};

type Pending = { kind: 'verify' | 'reject'; document: AdminFundsDocument } | null;

export interface FundsQueuePageProps {
  search: FundsQueueSearch;
  onSearchChange: (search: FundsQueueSearch) => void;
}

/**
 * `/admin/funds`: the proof-of-funds statements buyers sent. Waiting ones, oldest first: open the statement,
 * then verify it with the amount and an expiry, or reject it with a reason the buyer reads.
 */
export function FundsQueuePage({ search, onSearchChange }: FundsQueuePageProps) {
  const query = useQuery(fundsQueueQueryOptions(fundsQueueQueryOf(search)));
  const [pending, setPending] = useState<Pending>(null);
  const status = search.status ?? 'pending';
  const data = query.data;

  return (
    <div className="space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Proof of funds | DealAcre</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Proof of funds</h1>
        <p className="mt-1 text-slate-600">
          Bank and lender statements buyers sent. Open each one, then verify the amount it shows or reject it with a reason the buyer reads.
          Every decision is kept in the audit log.
        </p>
      </div>

      <Tabs
        value={status}
        onValueChange={(value) => onSearchChange({ status: value === 'pending' ? undefined : (value as AdminFundsFilter) })}
        className="space-y-5"
      >
        <TabsList aria-label="Statements" className="w-fit max-w-full overflow-x-auto">
          {ADMIN_FUNDS_FILTERS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {TAB_LABEL[tab]}
            </TabsTrigger>
          ))}
        </TabsList>
        {ADMIN_FUNDS_FILTERS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {query.isPending ? (
              <TableLoading label="Loading statements" rowClassName="h-20" />
            ) : !data ? (
              <TableLoadError title="The statements could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
            ) : (
              <FundsTable
                data={data}
                waiting={status === 'pending'}
                busy={query.isPlaceholderData}
                onPage={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
                onAct={(kind, document) => setPending({ kind, document })}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>

      <DecisionDialog pending={pending} onClose={() => setPending(null)} />
    </div>
  );
}

function FundsTable({
  data,
  waiting,
  busy,
  onPage,
  onAct,
}: {
  data: AdminFundsDocumentList;
  waiting: boolean;
  busy: boolean;
  onPage: (page: number) => void;
  onAct: (kind: 'verify' | 'reject', document: AdminFundsDocument) => void;
}) {
  const page = { rows: data.documents, total: data.total, page: data.page, pageSize: data.pageSize };
  const columns = column.columns([
    column.accessor('uploadedAt', { header: 'Sent', enableSorting: false, cell: ({ row }) => <Sent document={row.original} /> }),
    column.accessor('member', { header: 'Member', enableSorting: false, cell: ({ row }) => <Member document={row.original} /> }),
    column.accessor('institution', {
      header: 'Statement',
      enableSorting: false,
      cell: ({ row }) => <Statement document={row.original} />,
    }),
    waiting
      ? column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          cell: ({ row }) => <Actions document={row.original} onAct={onAct} />,
        })
      : column.accessor('status', { header: 'Decision', enableSorting: false, cell: ({ row }) => <Decision document={row.original} /> }),
  ]);
  const table = useServerTable({ columns, data: page, getRowId: (document) => document.id, sorting: [], onSortingChange: () => {} });

  if (data.total === 0 && waiting) {
    return <p className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-600">No statements are waiting. All done.</p>;
  }
  return (
    <div className="space-y-3">
      <ServerTableView
        table={table}
        label={waiting ? 'Statements to check' : 'Statements'}
        busy={busy}
        cellClassName={(id) => cn(id === 'institution' && 'min-w-64', id === 'actions' && 'w-36')}
        card={(document) => (
          <div className="space-y-3">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Member document={document} />
              <Sent document={document} />
            </div>
            <Statement document={document} />
            {waiting ? <Actions document={document} onAct={onAct} /> : <Decision document={document} />}
          </div>
        )}
      />
      <ServerPager data={page} noun={['statement', 'statements']} onPage={onPage} />
    </div>
  );
}

function Sent({ document }: { document: AdminFundsDocument }) {
  return (
    <time dateTime={document.uploadedAt} className="block text-sm whitespace-nowrap text-slate-600">
      {when(document.uploadedAt)}
    </time>
  );
}

function Member({ document }: { document: AdminFundsDocument }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium text-slate-900">{document.member.name}</span>
      <span className="text-xs break-all text-slate-500">{document.member.email}</span>
    </span>
  );
}

function Statement({ document }: { document: AdminFundsDocument }) {
  return (
    <span className="block max-w-prose text-sm">
      <span className="font-semibold text-slate-900">{document.institution}</span>
      <span className="block text-slate-600">Dated {fundsDay(document.statementDate)}</span>
      {document.note ? <span className="block text-slate-700 [overflow-wrap:anywhere]">“{document.note}”</span> : null}
      <a
        href={document.fileUrl}
        target="_blank"
        rel="noreferrer"
        className="mt-1 inline-flex items-center gap-1 font-medium text-brand-700 underline hover:text-brand-800"
      >
        Open the statement
        <ExternalLink className="size-3.5" aria-hidden="true" />
        <span className="sr-only"> of {document.member.name}</span>
      </a>
    </span>
  );
}

function Decision({ document }: { document: AdminFundsDocument }) {
  return (
    <span className="block max-w-xs text-sm">
      <span
        className={cn(
          'rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
          document.status === 'verified' && 'bg-emerald-50 text-emerald-800 ring-emerald-200',
          document.status === 'rejected' && 'bg-red-50 text-red-800 ring-red-200',
          document.status === 'pending' && 'bg-amber-50 text-amber-900 ring-amber-200',
          document.status === 'expired' && 'bg-slate-100 text-slate-700 ring-slate-200',
        )}
      >
        {STATUS_LABEL[document.status]}
      </span>
      {(document.status === 'verified' || document.status === 'expired') && document.amount !== null && document.expiresOn ? (
        <span className="mt-1 block text-slate-700">
          Up to {formatDollars(document.amount)}, {document.status === 'expired' ? 'ran out after' : 'until'} {fundsDay(document.expiresOn)}
        </span>
      ) : null}
      {document.rejectionReason ? (
        <span className="mt-1 block text-slate-700 [overflow-wrap:anywhere]">{document.rejectionReason}</span>
      ) : null}
      {document.decidedBy && document.decidedAt ? (
        <span className="mt-1 block text-xs text-slate-500">
          by {document.decidedBy.name}, <time dateTime={document.decidedAt}>{when(document.decidedAt)}</time>
        </span>
      ) : null}
    </span>
  );
}

function Actions({
  document,
  onAct,
}: {
  document: AdminFundsDocument;
  onAct: (kind: 'verify' | 'reject', document: AdminFundsDocument) => void;
}) {
  const name = document.member.name;
  return (
    <span className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
      <Button size="sm" onClick={() => onAct('verify', document)}>
        Verify<span className="sr-only"> the statement of {name}</span>
      </Button>
      <Button variant="secondary" size="sm" className="text-red-700" onClick={() => onAct('reject', document)}>
        Reject<span className="sr-only"> the statement of {name}</span>
      </Button>
    </span>
  );
}

/** `YYYY-MM-DD` of the day `days` after today (UTC, as the server judges expiry) */
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Verifying takes the amount and the last day it holds (90 days unless changed); rejecting takes the reason the buyer reads. */
function DecisionDialog({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  const decide = useDecideFunds();
  const [amount, setAmount] = useState('');
  const [expiresOn, setExpiresOn] = useState(() => dayAfter(DEFAULT_FUNDS_VALIDITY_DAYS));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const kind = pending?.kind ?? 'verify';
  const name = pending?.document.member.name ?? '';

  const close = () => {
    setAmount('');
    setExpiresOn(dayAfter(DEFAULT_FUNDS_VALIDITY_DAYS));
    setReason('');
    setError(null);
    decide.reset();
    onClose();
  };
  const submit = () => {
    if (!pending) return;
    const dollars = Number(amount.replace(/[$,\s]/g, ''));
    if (kind === 'verify') {
      if (!Number.isInteger(dollars) || dollars < 1) return setError('Enter the amount verified in whole dollars');
      if (!expiresOn || expiresOn <= dayAfter(0)) return setError('The expiry must be a day after today');
    } else if (reason.trim().length < 3) {
      return setError('Give a reason the member will read (at least 3 characters)');
    }
    decide.mutate(
      {
        documentId: pending.document.id,
        decision: kind === 'verify' ? { kind, amount: dollars, expiresOn } : { kind, reason: reason.trim() },
      },
      {
        onSuccess: () => {
          toast({ title: kind === 'verify' ? `${name}’s funds are verified` : `${name}’s statement is rejected` });
          close();
        },
        onError: (failure) => setError(serverMessage(failure) ?? 'That did not work. Please try again.'),
      },
    );
  };

  return (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>{kind === 'verify' ? `Verify ${name}’s funds?` : `Reject ${name}’s statement?`}</DialogTitle>
        <DialogDescription>
          {kind === 'verify'
            ? `${name}’s profile and cards will show “Funds verified up to” this amount until the expiry. They are told in the app and by email.`
            : `${name} reads your reason in the app and by email, and may send another statement.`}
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {kind === 'verify' ? (
            <>
              <Field label="Amount verified (dollars)" error={error ?? undefined}>
                {(props) => (
                  <Input
                    {...props}
                    inputMode="numeric"
                    value={amount}
                    onChange={(event) => setAmount(event.target.value)}
                    placeholder="250000"
                  />
                )}
              </Field>
              <Field label="Valid through" hint={`${DEFAULT_FUNDS_VALIDITY_DAYS} days from today unless you change it.`}>
                {(props) => (
                  <Input
                    {...props}
                    type="date"
                    min={dayAfter(1)}
                    value={expiresOn}
                    onChange={(event) => setExpiresOn(event.target.value)}
                  />
                )}
              </Field>
            </>
          ) : (
            <Field label="Reason for the member" error={error ?? undefined} hint="The member reads this. Kept in the audit log.">
              {(props) => (
                <Textarea
                  {...props}
                  value={reason}
                  onChange={(event) => setReason(event.target.value.replace(/[\r\n]+/g, ' '))}
                  rows={3}
                  maxLength={FUNDS_REASON_MAX}
                />
              )}
            </Field>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant={kind === 'reject' ? 'destructive' : 'primary'} disabled={decide.isPending}>
              {kind === 'verify' ? 'Verify funds' : 'Reject statement'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
