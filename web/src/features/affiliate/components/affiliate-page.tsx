import { Copy } from 'lucide-react';
import { useState } from 'react';
import type { AffiliateOverview } from '@contracts/billing/contracts/affiliate.ts';
import { DailyChart } from '@/components/charts/bar-charts.tsx';
import { TableLoadError, TableLoading } from '@/components/data-table/table-states.tsx';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { serverMessage } from '@/lib/api-errors.ts';
import { useAffiliateLedger, useAffiliateOverview, useRequestPayout } from '../api/affiliate.ts';

/** "$19.00" */
export const dollars = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const KIND_LABEL: Record<string, string> = {
  'commission-earned': 'Commission earned',
  'commission-approved': 'Commission approved',
  'commission-reversed': 'Commission reversed (refund or chargeback)',
  'commission-disputed': 'Commission held (payment disputed)',
  'commission-released': 'Commission released after review',
  'commission-rejected': 'Commission rejected after review',
  'payout-requested': 'Payout requested',
  'payout-paid': 'Payout paid',
};
const BUCKET_LABEL: Record<string, string> = {
  pending: 'Pending',
  held: 'In review',
  approved: 'Approved',
  requested: 'Requested',
  paid: 'Paid',
};
const bucket = (name: string | null) => (name ? (BUCKET_LABEL[name] ?? name) : null);

/** `/affiliate`: the member's referral link, what it brought, what they earned, the ledger and the payout request. */
export function AffiliatePage() {
  const overview = useAffiliateOverview();
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <title>Affiliate Program | DealAcre</title>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Affiliate Program</h1>
        <p className="mt-2 text-slate-600">
          {overview.data
            ? `Share your link: you earn ${overview.data.commissionPercent}% of every payment of the members who join through it, for their first ${overview.data.commissionMonths} months.`
            : 'Refer new members to DealAcre and track your commissions.'}
        </p>
      </div>
      {overview.isPending ? (
        <TableLoading label="Loading your affiliate figures" rowClassName="h-24" />
      ) : !overview.data ? (
        <TableLoadError title="Your affiliate figures could not be loaded" error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <AffiliateFigures overview={overview.data} />
      )}
    </section>
  );
}

function AffiliateFigures({ overview }: { overview: AffiliateOverview }) {
  const link = typeof window === 'undefined' ? overview.linkPath : `${window.location.origin}${overview.linkPath}`;
  const { earnings } = overview;
  return (
    <>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
        <h2 className="text-lg font-semibold text-slate-900">Your referral link</h2>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <input
            readOnly
            value={link}
            aria-label="Your referral link"
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            type="button"
            onClick={() =>
              void navigator.clipboard.writeText(link).then(
                () => toast({ title: 'Link copied', description: 'Your referral link is on your clipboard.' }),
                () => toast({ title: 'Copy did not work', description: 'Select the link and copy it yourself.' }),
              )
            }
          >
            <Copy className="size-4" aria-hidden="true" />
            Copy link
          </Button>
        </div>
        <p className="mt-2 text-sm text-slate-600">
          Your code is <span className="font-mono font-semibold text-slate-900">{overview.code}</span>: add{' '}
          <span className="font-mono break-all">?ref={overview.code}</span> to any DealAcre page link. A visit counts for 60 days.
        </p>
      </div>

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Clicks" value={String(overview.clicks)} />
        <Figure label="Sign-ups" value={String(overview.signUps)} />
        <Figure label="Paying members" value={String(overview.payingMembers)} />
      </dl>

      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
        <h2 className="text-lg font-semibold text-slate-900">Earnings</h2>
        <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Figure label="Pending" value={dollars(earnings.pending)} hint="Waiting for the trial and the 30-day refund window" />
          <Figure label="Approved" value={dollars(earnings.approved)} hint={`Payouts from ${dollars(overview.payoutMinimum)}`} />
          <Figure label="Paid" value={dollars(earnings.paid)} />
          {earnings.held > 0 ? (
            <Figure label="In review" value={dollars(earnings.held)} hint="Held by our checks until the team reviews it" />
          ) : null}
          {earnings.requested > 0 ? <Figure label="Payout requested" value={dollars(earnings.requested)} /> : null}
        </dl>
        <PayoutRequest overview={overview} />
      </div>

      <DailyChart
        title="Earned by month"
        rows={overview.months.map((month) => ({ day: month.month, earned: month.earned }))}
        series={[{ key: 'earned', label: 'Earned ($)', color: '#15803d' }]}
        allowDecimals
      />

      <Ledger />
    </>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div role="group" aria-label={label} className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-slate-500">{hint}</dd> : null}
    </div>
  );
}

function PayoutRequest({ overview }: { overview: AffiliateOverview }) {
  const request = useRequestPayout();
  if (overview.openPayout) {
    const { amount, status, requestedAt } = overview.openPayout;
    return (
      <p className="mt-4 text-sm text-slate-700" role="status">
        Payout of {dollars(amount)} requested on {shortDate(requestedAt)}:{' '}
        {status === 'held' ? 'on hold, the team will contact you' : 'on its way'}.
      </p>
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
      <Button
        type="button"
        disabled={!overview.canRequestPayout || request.isPending}
        onClick={() =>
          request.mutate(undefined, {
            onSuccess: (payout) => toast({ title: 'Payout requested', description: `${dollars(payout.amount)} is on its way.` }),
            onError: (failure) => toast({ title: 'No payout yet', description: serverMessage(failure) ?? 'Please try again.' }),
          })
        }
      >
        Request payout
      </Button>
      {!overview.canRequestPayout ? (
        <span className="text-sm text-slate-600">
          A payout can be requested once your approved earnings reach {dollars(overview.payoutMinimum)}.
        </span>
      ) : null}
    </div>
  );
}

function Ledger() {
  const [page, setPage] = useState(1);
  const ledger = useAffiliateLedger(page);
  const data = ledger.data;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 className="text-lg font-semibold text-slate-900">Ledger</h2>
      {!data ? (
        <TableLoading label="Loading your ledger" rowClassName="h-10" />
      ) : data.entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing yet: commissions appear here when members you referred pay.</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100" aria-label="Ledger entries">
            {data.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block text-slate-900">{KIND_LABEL[entry.kind] ?? entry.kind}</span>
                  <span className="block text-xs text-slate-500">
                    <time dateTime={entry.at}>{shortDate(entry.at)}</time> ·{' '}
                    {[bucket(entry.from), bucket(entry.to)].filter(Boolean).join(' → ')}
                  </span>
                </span>
                <span className={`font-semibold tabular-nums ${entry.amount < 0 ? 'text-red-700' : 'text-slate-900'}`}>
                  {entry.amount > 0 ? `+${dollars(entry.amount)}` : dollars(entry.amount)}
                </span>
              </li>
            ))}
          </ul>
          {data.total > data.pageSize ? (
            <div className="mt-3 flex items-center justify-between gap-2 text-sm">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <span className="text-slate-600">
                Page {page} of {Math.ceil(data.total / data.pageSize)}
              </span>
              <Button variant="secondary" size="sm" disabled={page * data.pageSize >= data.total} onClick={() => setPage(page + 1)}>
                Older
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
