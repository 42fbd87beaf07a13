import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Download, Search, UserCheck } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ADMIN_LEAD_COVERAGES,
  ADMIN_LEAD_STATUSES,
  type AdminLeadCoverage,
  type AdminLeadSort,
  type AdminLeadStatus,
  type AdminSellerLead,
  type AdminSellerLeadList,
} from '@contracts/leads/contracts/admin-leads.ts';
import { LEAD_SITUATION_LABELS } from '@contracts/leads/contracts/seller-leads.ts';
import { US_STATES } from '@contracts/listings/contracts/us-states.ts';
import { TableSearch } from '@/components/data-table/table-search.tsx';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { ServerPager, ServerTableView, useServerTable, type ServerTableFeatures } from '@/components/data-table/server-table.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input, inputClassName } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { useDebouncedText } from '@/lib/use-debounced-text.ts';
import { cn } from '@/lib/utils.ts';
import { adminLeadsExportUrl, adminLeadsQueryOptions, useAssignLead, useSellerSearch } from '../../api/admin-leads.ts';
import { adminLeadsQueryOf, type AdminLeadsSearch } from '../../admin-leads-search.ts';
import { formatPhone, leadPlace } from '../../lead-format.ts';

const STATUS_FILTER_LABEL: Record<AdminLeadStatus, string> = {
  unclaimed: 'No seller yet',
  queued: 'Queued (past the hour)',
  open: 'Open (within the hour)',
  claimed: 'With a seller',
  all: 'Every status',
};
const COVERAGE_LABEL: Record<AdminLeadCoverage, string> = {
  all: 'Any coverage',
  uncovered: 'In no seller’s market',
  covered: 'Offered to sellers',
};

const column = createColumnHelper<ServerTableFeatures, AdminSellerLead>();

const received = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export interface LeadQueueAdminProps {
  search: AdminLeadsSearch;
  onSearchChange: (search: AdminLeadsSearch, options?: { replace?: boolean }) => void;
}

/**
 * The back office's leads: those no seller has first (the ones in no seller's market are the team's to
 * answer), searched and filtered, a table the server sorts and pages (cards on phones), a CSV of the
 * filter, and "Assign…" to give a lead to a seller, who is told and will call the owner.
 */
export function LeadQueueAdmin({ search, onSearchChange }: LeadQueueAdminProps) {
  const filter = adminLeadsQueryOf(search);
  const query = useQuery(adminLeadsQueryOptions(filter));
  const [assigning, setAssigning] = useState<AdminSellerLead | null>(null);
  const data = query.data;
  const { q, status, coverage, state, sort, order } = filter;

  return (
    <div className="space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Leads | DealAcre</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Leads</h1>
          <p className="mt-1 max-w-3xl text-slate-600">
            Homeowners’ requests for a cash offer. Owners whose place is in no seller’s market were told the team replies within 2 business
            days: assign their lead to a seller, who is told at once and will call. Every assignment is kept in the audit log.
          </p>
        </div>
        <a href={adminLeadsExportUrl({ q, status, coverage, state, sort, order })} className={buttonClassName('secondary')} download>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>

      <Toolbar search={search} onSearchChange={onSearchChange} />

      {query.isPending ? (
        <TableLoading label="Loading leads" rowClassName="h-16" />
      ) : !data ? (
        <TableLoadError title="The leads could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LeadsTable data={data} search={search} onSearchChange={onSearchChange} busy={query.isPlaceholderData} onAssign={setAssigning} />
      )}

      <AssignDialog lead={assigning} onClose={() => setAssigning(null)} />
    </div>
  );
}

function Toolbar({ search, onSearchChange }: LeadQueueAdminProps) {
  const set = (patch: AdminLeadsSearch) => onSearchChange({ ...search, ...patch, page: undefined });
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-[minmax(0,20rem)_repeat(3,minmax(0,13rem))] xl:items-end">
      <TableSearch
        value={search.q ?? ''}
        onCommit={(q) => onSearchChange({ ...search, q: q || undefined, page: undefined }, { replace: true })}
        label="Search leads by name, phone, email, address or city"
        placeholder="Name, phone, address or city"
        className="sm:col-span-2 xl:col-span-1"
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Status
        <select
          className={inputClassName}
          value={search.status ?? 'unclaimed'}
          onChange={(event) => {
            const value = event.target.value as AdminLeadStatus;
            set({ status: value === 'unclaimed' ? undefined : value });
          }}
        >
          {ADMIN_LEAD_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_FILTER_LABEL[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Coverage
        <select
          className={inputClassName}
          value={search.coverage ?? 'all'}
          onChange={(event) => {
            const value = event.target.value as AdminLeadCoverage;
            set({ coverage: value === 'all' ? undefined : value });
          }}
        >
          {ADMIN_LEAD_COVERAGES.map((value) => (
            <option key={value} value={value}>
              {COVERAGE_LABEL[value]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        State
        <select className={inputClassName} value={search.state ?? ''} onChange={(event) => set({ state: event.target.value || undefined })}>
          <option value="">Every state</option>
          {US_STATES.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

const SORT_OF_COLUMN: Record<string, AdminLeadSort> = { createdAt: 'received', state: 'state' };

function LeadsTable({
  data,
  search,
  onSearchChange,
  busy,
  onAssign,
}: LeadQueueAdminProps & { data: AdminSellerLeadList; busy: boolean; onAssign: (lead: AdminSellerLead) => void }) {
  const { sort, order } = adminLeadsQueryOf(search);
  const sortColumn = Object.entries(SORT_OF_COLUMN).find(([, value]) => value === sort)?.[0] ?? 'createdAt';
  const page = { rows: data.leads, total: data.total, page: data.page, pageSize: data.pageSize };
  const columns = column.columns([
    column.accessor('createdAt', {
      header: 'Received',
      cell: ({ getValue }) => <time dateTime={getValue()}>{received(getValue())}</time>,
    }),
    column.accessor('fullName', { header: 'Owner', enableSorting: false, cell: ({ row }) => <OwnerCell lead={row.original} /> }),
    column.accessor('propertyAddress', {
      header: 'Property',
      enableSorting: false,
      cell: ({ row }) => <PropertyCell lead={row.original} />,
    }),
    column.accessor('state', { header: 'State', cell: ({ getValue }) => getValue() ?? '—' }),
    column.accessor('status', { header: 'Status', enableSorting: false, cell: ({ row }) => <StatusCell lead={row.original} /> }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <AssignButton lead={row.original} onAssign={onAssign} />,
    }),
  ]);
  const table = useServerTable({
    columns,
    data: page,
    getRowId: (lead) => lead.id,
    sorting: [{ id: sortColumn, desc: order ? order === 'desc' : sort === 'received' }],
    onSortingChange: (id, desc) => onSearchChange({ ...search, sort: SORT_OF_COLUMN[id], order: desc ? 'desc' : 'asc', page: undefined }),
  });

  return (
    <div className="space-y-3">
      <ServerTableView
        table={table}
        label="Leads"
        busy={busy}
        cellClassName={(id) => cn(id === 'actions' && 'text-right', id === 'createdAt' && 'whitespace-nowrap')}
        card={(lead) => (
          <div className="space-y-2">
            <div className="flex items-start justify-between gap-3">
              <OwnerCell lead={lead} />
              <AssignButton lead={lead} onAssign={onAssign} />
            </div>
            <PropertyCell lead={lead} />
            <StatusCell lead={lead} />
            <p className="text-xs text-slate-500">
              Received <time dateTime={lead.createdAt}>{received(lead.createdAt)}</time>
            </p>
          </div>
        )}
      />
      <ServerPager
        data={page}
        noun={['lead', 'leads']}
        onPage={(next) => onSearchChange({ ...search, page: next > 1 ? next : undefined })}
      />
    </div>
  );
}

function OwnerCell({ lead }: { lead: AdminSellerLead }) {
  return (
    <span className="block min-w-0 space-y-0.5">
      <span className="block font-medium text-slate-900">{lead.fullName}</span>
      <a href={`tel:${lead.phone}`} className="block text-sm text-brand-700 hover:underline">
        {formatPhone(lead.phone)}
      </a>
      <a href={`mailto:${lead.email}`} className="block text-sm break-all text-brand-700 hover:underline">
        {lead.email}
      </a>
    </span>
  );
}

function PropertyCell({ lead }: { lead: AdminSellerLead }) {
  const place = leadPlace(lead);
  return (
    <span className="block max-w-xs space-y-0.5">
      <span className="block text-slate-900">{lead.propertyAddress}</span>
      {place ? <span className="block text-xs text-slate-600">{place}</span> : null}
      <span className="block text-xs text-slate-600">{lead.situation ? LEAD_SITUATION_LABELS[lead.situation] : 'Situation not given'}</span>
    </span>
  );
}

function StatusCell({ lead }: { lead: AdminSellerLead }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5 text-sm">
      {lead.status === 'claimed' ? (
        <span className="text-emerald-800">
          {lead.assigned ? 'Assigned to ' : 'Taken by '}
          <span className="font-semibold">{lead.claimedByName ?? 'a former member'}</span>
        </span>
      ) : (
        <span className="font-semibold text-slate-900">{lead.status === 'queued' ? 'Queued' : 'Open'}</span>
      )}
      {lead.nextStep === 'team_review' ? (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
          No seller’s market
        </span>
      ) : lead.source === 'page' ? (
        <span className="rounded-full bg-slate-50 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset">
          Seller’s page
        </span>
      ) : null}
    </span>
  );
}

function AssignButton({ lead, onAssign }: { lead: AdminSellerLead; onAssign: (lead: AdminSellerLead) => void }) {
  if (lead.status === 'claimed') return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className="shrink-0"
      onClick={() => onAssign(lead)}
      aria-label={`Assign the lead of ${lead.fullName}`}
    >
      <UserCheck className="size-4" aria-hidden="true" />
      Assign…
    </Button>
  );
}

/** Find a seller by name or email and give them the lead, with an optional reason for the audit log. */
function AssignDialog({ lead, onClose }: { lead: AdminSellerLead | null; onClose: () => void }) {
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{lead ? <AssignForm key={lead.id} lead={lead} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function AssignForm({ lead, onClose }: { lead: AdminSellerLead; onClose: () => void }) {
  const assign = useAssignLead();
  const searchId = useId();
  const [q, setQ] = useState('');
  const text = useDebouncedText(q, setQ);
  const sellers = useSellerSearch(q);
  const [sellerId, setSellerId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = sellers.data?.users.find((user) => user.id === sellerId);

  const submit = () => {
    if (!sellerId) return setError('Choose a seller');
    assign.mutate(
      { leadId: lead.id, sellerId, reason: reason.trim() },
      {
        onSuccess: (assigned) => {
          toast({
            title: 'Lead assigned',
            description: `${assigned.claimedByName ?? 'The seller'} has ${lead.fullName}’s lead and was told.`,
          });
          onClose();
        },
        onError: (failure) => setError(serverMessage(failure) ?? 'That did not work. Please try again.'),
      },
    );
  };

  return (
    <>
      <DialogTitle>Assign {lead.fullName}’s lead</DialogTitle>
      <DialogDescription>
        {lead.propertyAddress}. The seller finds it in their pipeline, is notified, and the owner is mailed who will call.
      </DialogDescription>
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="space-y-2">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
            Seller
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <Input
              id={searchId}
              type="search"
              value={text.draft}
              onChange={(event) => text.change(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  text.flush();
                }
              }}
              placeholder="Name or email"
              className="pl-9"
              maxLength={100}
            />
          </div>
          <SellerChoices
            sellers={sellers.data?.users ?? []}
            loading={sellers.isPending}
            failed={sellers.isError}
            total={sellers.data?.total ?? 0}
            chosen={sellerId}
            onChoose={(id) => {
              setSellerId(id);
              setError(null);
            }}
          />
        </div>
        <Field label="Reason" optional hint="Kept in the audit log.">
          {(props) => (
            <Textarea
              {...props}
              value={reason}
              onChange={(event) => setReason(event.target.value.replace(/[\r\n]+/g, ' '))}
              rows={2}
              maxLength={500}
            />
          )}
        </Field>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={assign.isPending}>
            {chosen ? `Assign to ${chosen.firstName} ${chosen.lastName}` : 'Assign lead'}
          </Button>
        </div>
      </form>
    </>
  );
}

function SellerChoices({
  sellers,
  loading,
  failed,
  total,
  chosen,
  onChoose,
}: {
  sellers: Array<{ id: string; firstName: string; lastName: string; email: string }>;
  loading: boolean;
  failed: boolean;
  total: number;
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  if (loading) return <Skeleton className="h-24 w-full rounded-lg" />;
  if (failed) return <p className="text-sm text-red-700">The sellers could not be loaded. Please try again.</p>;
  if (sellers.length === 0) return <p className="text-sm text-slate-600">No active seller matches.</p>;
  return (
    <div>
      <ul aria-label="Sellers" className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
        {sellers.map((seller) => {
          const selected = seller.id === chosen;
          return (
            <li key={seller.id}>
              <label
                className={cn(
                  'flex cursor-pointer items-start gap-3 px-3 py-2 hover:bg-slate-50',
                  selected && 'bg-brand-50 hover:bg-brand-50',
                )}
              >
                <input type="radio" name="seller" className="mt-1" checked={selected} onChange={() => onChoose(seller.id)} />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">
                    {seller.firstName} {seller.lastName}
                  </span>
                  <span className="block text-sm break-all text-slate-600">{seller.email}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {total > sellers.length ? (
        <p className="mt-1 text-xs text-slate-500">{total - sellers.length} more match: type more of a name or email.</p>
      ) : null}
    </div>
  );
}
