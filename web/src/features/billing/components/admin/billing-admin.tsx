import { Download } from 'lucide-react';
import { TableSearch } from '@/components/data-table/table-search.tsx';
import { buttonClassName } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { adminInvoicesExportUrl, adminSubscriptionsExportUrl } from '../../api/admin-billing.ts';
import { invoicesQueryOf, subscriptionsQueryOf, type BillingAdminSearch } from '../../admin-billing-search.ts';
import { InvoicesAdmin } from './invoices-admin.tsx';
import { SubscriptionsAdmin } from './subscriptions-admin.tsx';
import type { BillingAdminProps } from './billing-admin-parts.tsx';

/**
 * The back office's billing: every member's subscriptions (plan, status, trial end, MRR, failed
 * payments) and invoices (failures on their own, refunds with a reason), each a table the server
 * filters, sorts and pages, with a CSV of the filter. The member search carries over between the tabs.
 */
export function BillingAdmin({ search, onSearchChange }: BillingAdminProps) {
  const view = search.view ?? 'subscriptions';
  const { page: _page, ...filter } =
    search.view === 'invoices'
      ? invoicesQueryOf(search)
      : subscriptionsQueryOf(search as Exclude<BillingAdminSearch, { view: 'invoices' }>);
  const exportUrl =
    search.view === 'invoices'
      ? adminInvoicesExportUrl(filter as Parameters<typeof adminInvoicesExportUrl>[0])
      : adminSubscriptionsExportUrl(filter as Parameters<typeof adminSubscriptionsExportUrl>[0]);

  return (
    <div className="space-y-5 px-4 py-8 sm:px-6 lg:px-8">
      <title>Subscriptions | DealAcre</title>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Subscriptions</h1>
          <p className="mt-1 text-slate-600">Members' plans and invoices. Refunds need a reason and are kept in the audit log.</p>
        </div>
        <a href={exportUrl} className={buttonClassName('secondary')} download>
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </a>
      </div>

      <Tabs
        value={view}
        onValueChange={(next) => onSearchChange(next === 'invoices' ? { view: 'invoices', q: search.q } : { q: search.q })}
        className="space-y-4"
      >
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <TabsList aria-label="Billing records" className="self-start">
            <TabsTrigger value="subscriptions">Subscriptions</TabsTrigger>
            <TabsTrigger value="invoices">Invoices</TabsTrigger>
          </TabsList>
          <MemberSearch search={search} onSearchChange={onSearchChange} />
        </div>
        <TabsContent value="subscriptions">
          {search.view !== 'invoices' ? <SubscriptionsAdmin search={search} onSearchChange={onSearchChange} /> : null}
        </TabsContent>
        <TabsContent value="invoices">
          {search.view === 'invoices' ? <InvoicesAdmin search={search} onSearchChange={onSearchChange} /> : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function MemberSearch({ search, onSearchChange }: BillingAdminProps) {
  return (
    <TableSearch
      value={search.q ?? ''}
      onCommit={(q) => onSearchChange({ ...search, q: q || undefined, page: undefined }, { replace: true })}
      label="Search by member name, email or account id"
      placeholder="Member name or email"
      className="md:w-80"
    />
  );
}
