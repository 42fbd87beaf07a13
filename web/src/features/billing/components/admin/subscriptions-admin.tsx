import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { PAID_TIERS, type AdminSubscription, type AdminSubscriptionSort } from '@contracts/billing/contracts/admin-billing.ts';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@contracts/billing/contracts/http.ts';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager, ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { inputClassName } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';
import { adminSubscriptionsQueryOptions } from '../../api/admin-billing.ts';
import { subscriptionsQueryOf, type SubscriptionsSearch } from '../../admin-billing-search.ts';
import { Badge, MemberCell, money, shortDate, type BillingAdminProps } from './billing-admin-parts.tsx';

export const STATUS_LABEL: Record<SubscriptionStatus, string> = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  expired: 'Expired',
};
const STATUS_TONE = { trialing: 'brand', active: 'green', past_due: 'amber', canceled: 'slate', expired: 'slate' } as const;
const TIER_LABEL: Record<(typeof PAID_TIERS)[number], string> = { plus: 'Plus', pro: 'Pro', starter: 'Starter', premium: 'Premium' };

const column = createColumnHelper<ServerTableFeatures, AdminSubscription>();
const SORT_OF_COLUMN: Record<string, AdminSubscriptionSort> = {
  startedAt: 'started',
  trialEndsAt: 'trial-end',
  currentPeriodEnd: 'period-end',
  mrr: 'amount',
};
const NATURAL_DESC: Record<AdminSubscriptionSort, boolean> = { started: true, 'trial-end': false, 'period-end': false, amount: true };

type Props = { search: SubscriptionsSearch; onSearchChange: BillingAdminProps['onSearchChange'] };

/** Every member's subscriptions: audience, plan and status filters, a table the server sorts and pages (cards on phones). */
export function SubscriptionsAdmin({ search, onSearchChange }: Props) {
  const query = useQuery(adminSubscriptionsQueryOptions(subscriptionsQueryOf(search)));
  const data = query.data;
  return (
    <div className="space-y-4">
      <Filters search={search} onSearchChange={onSearchChange} />
      {query.isPending ? (
        <TableLoading label="Loading subscriptions" rowClassName="h-14" />
      ) : !data ? (
        <TableLoadError title="The subscriptions could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SubscriptionsTable data={data} search={search} onSearchChange={onSearchChange} busy={query.isPlaceholderData} />
      )}
    </div>
  );
}

function Filters({ search, onSearchChange }: Props) {
  const select = (
    label: string,
    value: string | undefined,
    options: Array<[string, string]>,
    onChange: (value: string | undefined) => void,
  ) => (
    <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 sm:w-44">
      {label}
      <select className={inputClassName} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
  );
  const change = (next: Partial<SubscriptionsSearch>) => onSearchChange({ ...search, ...next, page: undefined });
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      {select(
        'Audience',
        search.audience,
        [
          ['', 'Every audience'],
          ['buyer', 'Buyers'],
          ['seller', 'Sellers'],
        ],
        (audience) => change({ audience: audience as SubscriptionsSearch['audience'] }),
      )}
      {select('Plan', search.tier, [['', 'Every plan'], ...PAID_TIERS.map((tier): [string, string] => [tier, TIER_LABEL[tier]])], (tier) =>
        change({ tier: tier as SubscriptionsSearch['tier'] }),
      )}
      {select(
        'Status',
        search.status,
        [['', 'Every status'], ...SUBSCRIPTION_STATUSES.map((status): [string, string] => [status, STATUS_LABEL[status]])],
        (status) => change({ status: status as SubscriptionsSearch['status'] }),
      )}
    </div>
  );
}

function SubscriptionsTable({
  data,
  search,
  onSearchChange,
  busy,
}: Props & { data: { subscriptions: AdminSubscription[]; total: number; page: number; pageSize: number }; busy: boolean }) {
  const { sort, order } = subscriptionsQueryOf(search);
  const sortColumn = Object.entries(SORT_OF_COLUMN).find(([, value]) => value === sort)?.[0] ?? 'startedAt';
  const page = { rows: data.subscriptions, total: data.total, page: data.page, pageSize: data.pageSize };
  const date = (iso: string | null) => (iso ? <time dateTime={iso}>{shortDate(iso)}</time> : <span className="text-slate-400">—</span>);
  const columns = column.columns([
    column.accessor((row) => row.member.email ?? '', {
      id: 'member',
      header: 'Member',
      enableSorting: false,
      cell: ({ row }) => <MemberCell member={row.original.member} />,
    }),
    column.accessor('plan', { header: 'Plan', enableSorting: false, cell: ({ row }) => <PlanCell subscription={row.original} /> }),
    column.accessor('status', { header: 'Status', enableSorting: false, cell: ({ row }) => <StatusCell subscription={row.original} /> }),
    column.accessor('trialEndsAt', { header: 'Trial ends', cell: ({ getValue }) => date(getValue()) }),
    column.accessor('currentPeriodEnd', { header: 'Period ends', cell: ({ getValue }) => date(getValue()) }),
    column.accessor('mrr', { header: 'MRR', cell: ({ getValue }) => <span className="tabular-nums">{money(getValue())}</span> }),
    column.accessor('failedPayments', {
      header: () => <span title="Payments that failed and were not collected since">Failed</span>,
      enableSorting: false,
      cell: ({ getValue }) => <FailedCount count={getValue()} />,
    }),
    column.accessor('startedAt', { header: 'Started', cell: ({ getValue }) => date(getValue()) }),
  ]);
  const table = useServerTable({
    columns,
    data: page,
    getRowId: (row) => row.id,
    sorting: [{ id: sortColumn, desc: order ? order === 'desc' : NATURAL_DESC[sort] }],
    onSortingChange: (id, desc) => onSearchChange({ ...search, sort: SORT_OF_COLUMN[id], order: desc ? 'desc' : 'asc', page: undefined }),
  });

  return (
    <div className="space-y-3">
      <ServerTableView
        table={table}
        label="Subscriptions"
        busy={busy}
        cellClassName={(id) =>
          cn(
            id === 'member' && 'min-w-48',
            id === 'plan' && 'whitespace-nowrap',
            ['trialEndsAt', 'currentPeriodEnd', 'startedAt', 'mrr'].includes(id) && 'whitespace-nowrap',
            id === 'mrr' && 'text-right',
          )
        }
        card={(row) => (
          <div className="space-y-2">
            <div className="flex items-start justify-between gap-3">
              <MemberCell member={row.member} />
              <StatusCell subscription={row} />
            </div>
            <PlanCell subscription={row} />
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs text-slate-600">
              <dt>MRR</dt>
              <dd className="text-right font-semibold text-slate-900 tabular-nums">{money(row.mrr)}</dd>
              {row.trialEndsAt ? (
                <>
                  <dt>Trial ends</dt>
                  <dd className="text-right">{shortDate(row.trialEndsAt)}</dd>
                </>
              ) : null}
              <dt>Period ends</dt>
              <dd className="text-right">{shortDate(row.currentPeriodEnd)}</dd>
              <dt>Failed payments</dt>
              <dd className="text-right">
                <FailedCount count={row.failedPayments} />
              </dd>
              <dt>Started</dt>
              <dd className="text-right">{shortDate(row.startedAt)}</dd>
            </dl>
          </div>
        )}
      />
      <ServerPager
        data={page}
        noun={['subscription', 'subscriptions']}
        onPage={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
      />
    </div>
  );
}

function PlanCell({ subscription }: { subscription: AdminSubscription }) {
  return (
    <span className="block text-sm">
      <span className="font-medium text-slate-900">{subscription.plan}</span>
      <span className="block text-xs text-slate-500">{subscription.audience === 'buyer' ? 'Buyer' : 'Seller'}</span>
    </span>
  );
}

function StatusCell({ subscription }: { subscription: AdminSubscription }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <Badge tone={STATUS_TONE[subscription.status]}>{STATUS_LABEL[subscription.status]}</Badge>
      {subscription.cancelAtPeriodEnd ? <span className="text-xs text-slate-500">Ends at period end</span> : null}
    </span>
  );
}

function FailedCount({ count }: { count: number }) {
  return count > 0 ? <span className="font-semibold text-red-800">{count}</span> : <span className="text-slate-500">0</span>;
}
