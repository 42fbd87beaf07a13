import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { type AdminInvoice, type AdminInvoiceStatus } from '@contracts/billing/contracts/admin-billing.ts';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager, ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { cn } from '@/lib/utils.ts';
import { adminInvoicesQueryOptions, useRefundInvoice } from '../../api/admin-billing.ts';
import { invoicesQueryOf, type InvoicesSearch } from '../../admin-billing-search.ts';
import { Badge, MemberCell, money, shortDate, type BillingAdminProps } from './billing-admin-parts.tsx';

const STATUS_LABEL: Record<AdminInvoiceStatus, string> = { paid: 'Paid', failed: 'Payment failed', refunded: 'Refunded' };
const STATUS_TONE = { paid: 'green', failed: 'red', refunded: 'slate' } as const;
const FILTER_LABEL: Record<AdminInvoiceStatus, string> = { failed: 'Failed', paid: 'Paid', refunded: 'Refunded' };

const column = createColumnHelper<ServerTableFeatures, AdminInvoice>();
const SORT_OF_COLUMN = { createdAt: 'created', amount: 'amount' } as const;

type Props = { search: InvoicesSearch; onSearchChange: BillingAdminProps['onSearchChange'] };

/** Every member's invoices: failures first when filtered so, each paid test invoice refundable with a reason. */
export function InvoicesAdmin({ search, onSearchChange }: Props) {
  const query = useQuery(adminInvoicesQueryOptions(invoicesQueryOf(search)));
  const [refunding, setRefunding] = useState<AdminInvoice | null>(null);
  const data = query.data;
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Invoice status" className="flex w-fit flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {([undefined, 'failed', 'paid', 'refunded'] as const).map((value) => {
          const active = search.status === value;
          return (
            <button
              key={value ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => onSearchChange({ ...search, status: value, page: undefined })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900',
                active && 'bg-white text-slate-900 shadow-sm',
              )}
            >
              {value ? FILTER_LABEL[value] : 'All'}
            </button>
          );
        })}
      </div>
      {query.isPending ? (
        <TableLoading label="Loading invoices" rowClassName="h-14" />
      ) : !data ? (
        <TableLoadError title="The invoices could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <InvoicesTable data={data} search={search} onSearchChange={onSearchChange} busy={query.isPlaceholderData} onRefund={setRefunding} />
      )}
      <RefundDialog invoice={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}

function InvoicesTable({
  data,
  search,
  onSearchChange,
  busy,
  onRefund,
}: Props & {
  data: { invoices: AdminInvoice[]; total: number; page: number; pageSize: number };
  busy: boolean;
  onRefund: (invoice: AdminInvoice) => void;
}) {
  const { sort, order } = invoicesQueryOf(search);
  const page = { rows: data.invoices, total: data.total, page: data.page, pageSize: data.pageSize };
  const columns = column.columns([
    column.accessor('createdAt', {
      header: 'Date',
      cell: ({ getValue }) => <time dateTime={getValue()}>{shortDate(getValue())}</time>,
    }),
    column.accessor((row) => row.member.email ?? '', {
      id: 'member',
      header: 'Member',
      enableSorting: false,
      cell: ({ row }) => <MemberCell member={row.original.member} />,
    }),
    column.accessor('description', {
      header: 'Invoice',
      enableSorting: false,
      cell: ({ row }) => <InvoiceCell invoice={row.original} />,
    }),
    column.accessor('amount', {
      header: 'Amount',
      cell: ({ row }) => <span className="tabular-nums">{money(row.original.amount, row.original.currency)}</span>,
    }),
    column.accessor('status', { header: 'Status', enableSorting: false, cell: ({ row }) => <StatusCell invoice={row.original} /> }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <RefundButton invoice={row.original} onRefund={onRefund} />,
    }),
  ]);
  const table = useServerTable({
    columns,
    data: page,
    getRowId: (row) => row.id,
    sorting: [{ id: sort === 'amount' ? 'amount' : 'createdAt', desc: order ? order === 'desc' : true }],
    onSortingChange: (id, desc) =>
      onSearchChange({ ...search, sort: SORT_OF_COLUMN[id as keyof typeof SORT_OF_COLUMN], order: desc ? 'desc' : 'asc', page: undefined }),
  });

  return (
    <div className="space-y-3">
      <ServerTableView
        table={table}
        label="Invoices"
        busy={busy}
        cellClassName={(id) =>
          cn(
            id === 'member' && 'min-w-56',
            id === 'createdAt' && 'whitespace-nowrap',
            id === 'amount' && 'text-right whitespace-nowrap',
            id === 'actions' && 'text-right',
          )
        }
        card={(invoice) => (
          <div className="space-y-2">
            <div className="flex items-start justify-between gap-3">
              <MemberCell member={invoice.member} />
              <span className="font-semibold text-slate-900 tabular-nums">{money(invoice.amount, invoice.currency)}</span>
            </div>
            <InvoiceCell invoice={invoice} />
            <div className="flex items-center justify-between gap-3">
              <span className="space-y-1">
                <span className="block text-xs text-slate-600">
                  Billed <time dateTime={invoice.createdAt}>{shortDate(invoice.createdAt)}</time>
                </span>
                <StatusCell invoice={invoice} />
              </span>
              <RefundButton invoice={invoice} onRefund={onRefund} />
            </div>
          </div>
        )}
      />
      <ServerPager
        data={page}
        noun={['invoice', 'invoices']}
        onPage={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
      />
    </div>
  );
}

function InvoiceCell({ invoice }: { invoice: AdminInvoice }) {
  return (
    <span className="block min-w-0 text-sm">
      <span className="block text-slate-900">{invoice.description}</span>
      <span className="block text-xs break-all text-slate-500">
        {invoice.number} · {invoice.provider === 'test' ? 'Test' : 'Stripe'} {invoice.providerReference}
      </span>
    </span>
  );
}

function StatusCell({ invoice }: { invoice: AdminInvoice }) {
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Badge tone={STATUS_TONE[invoice.status]}>{STATUS_LABEL[invoice.status]}</Badge>
      {invoice.refundedAt ? <span className="text-xs whitespace-nowrap text-slate-500">on {shortDate(invoice.refundedAt)}</span> : null}
    </span>
  );
}

/** Paid test invoices are refunded here; Stripe's in its dashboard, which the button's title says. */
function RefundButton({ invoice, onRefund }: { invoice: AdminInvoice; onRefund: (invoice: AdminInvoice) => void }) {
  if (invoice.status !== 'paid') return null;
  if (invoice.provider === 'stripe') return <span className="text-xs text-slate-500">Refund in Stripe</span>;
  return (
    <Button variant="secondary" size="sm" aria-label={`Refund ${invoice.number}`} onClick={() => onRefund(invoice)}>
      Refund…
    </Button>
  );
}

/** Refunding asks why; the reason goes to the audit log. */
function RefundDialog({ invoice, onClose }: { invoice: AdminInvoice | null; onClose: () => void }) {
  const refund = useRefundInvoice();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    refund.reset();
    onClose();
  };
  const submit = () => {
    if (!invoice) return;
    if (reason.trim().length < 3) return setError('Give a reason (at least 3 characters)');
    refund.mutate(
      { invoiceId: invoice.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: `${invoice.number} is refunded` });
          close();
        },
        onError: (failure) => setError(serverMessage(failure) ?? 'That did not work. Please try again.'),
      },
    );
  };
  return (
    <Dialog open={invoice !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>{invoice ? `Refund ${invoice.number}?` : 'Refund'}</DialogTitle>
        <DialogDescription>
          {invoice
            ? `${money(invoice.amount, invoice.currency)} to ${invoice.member.name ?? 'the member'}, in full. Test payments move no money. Their subscription keeps running; they can cancel it in their settings.`
            : null}
        </DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field label="Reason" error={error ?? undefined} hint="Kept in the audit log.">
            {(props) => (
              <Textarea
                {...props}
                value={reason}
                onChange={(event) => setReason(event.target.value.replace(/[\r\n]+/g, ' '))}
                rows={3}
                maxLength={500}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={refund.isPending}>
              Refund invoice
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
