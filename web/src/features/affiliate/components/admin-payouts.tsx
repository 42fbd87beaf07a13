import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { PAYOUT_STATUSES, type AdminPayout, type HeldCommission, type OwedAffiliate } from '@contracts/billing/contracts/affiliate.ts';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager, ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import {
  adminPayoutsExportUrl,
  adminPayoutsQueryOptions,
  heldCommissionsQueryOptions,
  owedAffiliatesQueryOptions,
  useDecideCommission,
  useDecidePayout,
} from '../api/affiliate.ts';
import { dollars } from './affiliate-page.tsx';

export interface PayoutsSearch {
  status?: (typeof PAYOUT_STATUSES)[number];
  month?: string;
  page?: number;
}

const STATUS_LABEL = { requested: 'Requested', held: 'On hold', paid: 'Paid' } as const;
const STATUS_TONE = {
  requested: 'bg-amber-50 text-amber-900 ring-amber-200',
  held: 'bg-red-50 text-red-800 ring-red-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};
const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const column = createColumnHelper<ServerTableFeatures, AdminPayout>();

type Action =
  | { kind: 'paid' | 'hold'; payout: AdminPayout }
  | { kind: 'paid' | 'hold'; owed: OwedAffiliate }
  | { kind: 'approve' | 'reject'; commission: HeldCommission };

/**
 * `/admin/payouts`: the month's payout run (who asked for what, marked paid with a reference or held
 * with a reason) and the commissions the self-referral checks held; every action goes to the audit log.
 */
export function AdminPayouts({ search, onSearchChange }: { search: PayoutsSearch; onSearchChange: (next: PayoutsSearch) => void }) {
  const query = { status: search.status, month: search.month, page: search.page ?? 1, pageSize: 25 };
  const payouts = useQuery(adminPayoutsQueryOptions(query));
  const [action, setAction] = useState<Action | null>(null);
  return (
    <div className="space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Payouts | DealAcre</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Affiliate payouts</h1>
          <p className="mt-1 text-slate-600">
            Who is owed what. Marking paid needs the payment's reference; holds and reviews need a reason.
          </p>
        </div>
        <a href={adminPayoutsExportUrl({ status: search.status, month: search.month })} className={buttonClassName('secondary')} download>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Payout status" className="flex w-fit flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          {([undefined, ...PAYOUT_STATUSES] as const).map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={search.status === value}
              onClick={() => onSearchChange({ ...search, status: value, page: undefined })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900',
                search.status === value && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              {value ? STATUS_LABEL[value] : 'All'}
            </button>
          ))}
        </div>
        <label className="text-sm text-slate-700">
          <span className="block">Month asked</span>
          <input
            type="month"
            value={search.month ?? ''}
            onChange={(event) => onSearchChange({ ...search, month: event.target.value || undefined, page: undefined })}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          />
        </label>
      </div>
      {payouts.isPending ? (
        <TableLoading label="Loading payouts" />
      ) : !payouts.data ? (
        <TableLoadError title="The payouts could not be loaded" error={payouts.error} onRetry={() => void payouts.refetch()} />
      ) : (
        <PayoutsTable
          data={payouts.data}
          busy={payouts.isPlaceholderData}
          onPage={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
          onAction={setAction}
        />
      )}
      <OwedAffiliates onAction={setAction} />
      <HeldCommissions onAction={setAction} />
      <ActionDialog action={action} onClose={() => setAction(null)} />
    </div>
  );
}

function PayoutsTable({
  data,
  busy,
  onPage,
  onAction,
}: {
  data: { payouts: AdminPayout[]; total: number; totalAmount: number; page: number; pageSize: number };
  busy: boolean;
  onPage: (page: number) => void;
  onAction: (action: Action) => void;
}) {
  const page = { rows: data.payouts, total: data.total, page: data.page, pageSize: data.pageSize };
  const columns = column.columns([
    column.accessor('requestedAt', { header: 'Asked', enableSorting: false, cell: ({ getValue }) => shortDate(getValue()) }),
    column.accessor((row) => row.member.email ?? '', {
      id: 'member',
      header: 'Affiliate',
      enableSorting: false,
      cell: ({ row }) => <Member member={row.original.member} />,
    }),
    column.accessor('amount', {
      header: 'Amount',
      enableSorting: false,
      cell: ({ getValue }) => <span className="tabular-nums">{dollars(getValue())}</span>,
    }),
    column.accessor('status', { header: 'Status', enableSorting: false, cell: ({ row }) => <Status payout={row.original} /> }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <PayoutActions payout={row.original} onAction={onAction} />,
    }),
  ]);
  const table = useServerTable({
    columns,
    data: page,
    getRowId: (row) => row.id,
    sorting: [{ id: 'requestedAt', desc: true }],
    onSortingChange: () => {},
  });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {data.total} payout{data.total === 1 ? '' : 's'}, {dollars(data.totalAmount)} in all.
      </p>
      <ServerTableView
        table={table}
        label="Payouts"
        busy={busy}
        cellClassName={(id) => cn(id === 'member' && 'min-w-56', id === 'amount' && 'text-right', id === 'actions' && 'text-right')}
        card={(payout) => (
          <div className="space-y-2">
            <div className="flex items-start justify-between gap-3">
              <Member member={payout.member} />
              <span className="font-semibold text-slate-900 tabular-nums">{dollars(payout.amount)}</span>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-xs text-slate-600">Asked {shortDate(payout.requestedAt)}</span>
              <Status payout={payout} />
            </div>
            <PayoutActions payout={payout} onAction={onAction} />
          </div>
        )}
      />
      <ServerPager data={page} noun={['payout', 'payouts']} onPage={onPage} />
    </div>
  );
}

function Member({ member }: { member: { name: string | null; email: string | null } }) {
  if (!member.email) return <span className="text-slate-500">Deleted account</span>;
  return (
    <span className="block min-w-0">
      <span className="block font-medium text-slate-900">{member.name || '—'}</span>
      <span className="block text-xs break-all text-slate-600">{member.email}</span>
    </span>
  );
}

function Status({ payout }: { payout: AdminPayout }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[payout.status]}`}>
        {STATUS_LABEL[payout.status]}
      </span>
      {payout.reference ? <span className="text-xs break-all text-slate-500">Ref. {payout.reference}</span> : null}
      {payout.status === 'held' && payout.note ? <span className="text-xs text-slate-500">{payout.note}</span> : null}
    </span>
  );
}

function PayoutActions({ payout, onAction }: { payout: AdminPayout; onAction: (action: Action) => void }) {
  if (payout.status === 'paid') return null;
  const who = payout.member.name ?? 'the affiliate';
  return (
    <span className="inline-flex flex-wrap justify-end gap-2">
      <Button size="sm" aria-label={`Mark paid: ${who}`} onClick={() => onAction({ kind: 'paid', payout })}>
        Mark paid…
      </Button>
      {payout.status === 'requested' ? (
        <Button size="sm" variant="secondary" aria-label={`Hold: ${who}`} onClick={() => onAction({ kind: 'hold', payout })}>
          Hold…
        </Button>
      ) : null}
    </span>
  );
}

/** The run's other half: affiliates owed at least the minimum who have not asked, paid or held from here. */
function OwedAffiliates({ onAction }: { onAction: (action: Action) => void }) {
  const [page, setPage] = useState(1);
  const owed = useQuery(owedAffiliatesQueryOptions(page));
  const data = owed.data;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 className="text-lg font-semibold text-slate-900">Owed, not asked for</h2>
      <p className="mt-1 text-sm text-slate-600">
        Affiliates whose approved earnings reached the minimum and who have not asked: pay them or hold their payout.
      </p>
      {!data ? (
        <TableLoading label="Loading affiliates owed" rowClassName="h-12" />
      ) : data.affiliates.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nobody else is owed.</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-700">
            {data.total} affiliate{data.total === 1 ? '' : 's'}, {dollars(data.totalAmount)} in all.
          </p>
          <ul className="mt-2 divide-y divide-slate-100" aria-label="Affiliates owed">
            {data.affiliates.map((owedOne) => (
              <li key={owedOne.member.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="flex min-w-0 items-start justify-between gap-3 sm:justify-start">
                  <Member member={owedOne.member} />
                  <span className="font-semibold text-slate-900 tabular-nums">{dollars(owedOne.approved)}</span>
                </span>
                <span className="flex gap-2">
                  <Button size="sm" onClick={() => onAction({ kind: 'paid', owed: owedOne })}>
                    Mark paid…
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => onAction({ kind: 'hold', owed: owedOne })}>
                    Hold…
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {data && data.total > data.pageSize ? (
        <div className="mt-3 flex gap-2">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="secondary" disabled={page * data.pageSize >= data.total} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function HeldCommissions({ onAction }: { onAction: (action: Action) => void }) {
  const [page, setPage] = useState(1);
  const held = useQuery(heldCommissionsQueryOptions(page));
  const data = held.data;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 className="text-lg font-semibold text-slate-900">Held for review</h2>
      <p className="mt-1 text-sm text-slate-600">
        Commissions our self-referral checks held: approve them to go on as any other, or reject them.
      </p>
      {!data ? (
        <TableLoading label="Loading held commissions" rowClassName="h-12" />
      ) : data.commissions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nothing is held.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Held commissions">
          {data.commissions.map((commission) => (
            <li key={commission.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="min-w-0 text-sm">
                <span className="block font-medium text-slate-900">
                  {dollars(commission.amount)} to {commission.affiliate.name ?? 'a deleted account'} for{' '}
                  {commission.referred.name ?? 'a deleted account'}
                </span>
                <span className="block text-xs text-slate-600">
                  {commission.reason} · {shortDate(commission.createdAt)}
                </span>
              </span>
              <span className="flex gap-2">
                <Button size="sm" onClick={() => onAction({ kind: 'approve', commission })}>
                  Approve…
                </Button>
                <Button size="sm" variant="secondary" onClick={() => onAction({ kind: 'reject', commission })}>
                  Reject…
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > 25 ? (
        <div className="mt-3 flex gap-2">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="secondary" disabled={page * 25 >= data.total} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </div>
  );
}

const DIALOG = {
  paid: {
    title: 'Mark payout paid',
    field: 'Payment reference',
    hint: 'The transfer or check number, kept with the payout.',
    button: 'Mark paid',
  },
  hold: { title: 'Hold payout', field: 'Reason', hint: 'Kept in the audit log.', button: 'Hold payout' },
  approve: { title: 'Approve commission', field: 'Reason', hint: 'Kept in the audit log.', button: 'Approve' },
  reject: { title: 'Reject commission', field: 'Reason', hint: 'Kept in the audit log.', button: 'Reject' },
} as const;

function ActionDialog({ action, onClose }: { action: Action | null; onClose: () => void }) {
  const payout = useDecidePayout();
  const commission = useDecideCommission();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const words = action ? DIALOG[action.kind] : DIALOG.paid;
  const submit = () => {
    if (!action) return;
    const value = text.trim();
    if (action.kind === 'paid' ? value.length < 1 : value.length < 3)
      return setError(action.kind === 'paid' ? 'Give the payment reference' : 'Give a reason (at least 3 characters)');
    const handlers = {
      onSuccess: () => {
        toast({ title: `${words.button}: done` });
        close();
      },
      onError: (failure: unknown) => setError(serverMessage(failure) ?? 'That did not work. Please try again.'),
    };
    if ('payout' in action) payout.mutate({ payoutId: action.payout.id, action: action.kind, text: value }, handlers);
    else if ('owed' in action) payout.mutate({ owedUserId: action.owed.member.id, action: action.kind, text: value }, handlers);
    else commission.mutate({ commissionId: action.commission.id, approve: action.kind === 'approve', reason: value }, handlers);
  };
  const amount = !action
    ? 0
    : 'payout' in action
      ? action.payout.amount
      : 'owed' in action
        ? action.owed.approved
        : action.commission.amount;
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>{words.title}</DialogTitle>
        <DialogDescription>{action ? `${dollars(amount)}.` : null}</DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field label={words.field} error={error ?? undefined} hint={words.hint}>
            {(props) => (
              <Input
                {...props}
                value={text}
                onChange={(event) => setText(event.target.value)}
                maxLength={action?.kind === 'paid' ? 200 : 500}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={payout.isPending || commission.isPending}>
              {words.button}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
