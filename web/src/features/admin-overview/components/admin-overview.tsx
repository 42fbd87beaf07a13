import { Link } from '@tanstack/react-router';
import { AlertTriangle, Flag, House, Inbox, ShieldCheck } from 'lucide-react';
import { FIGURE_PERIODS, type FigureDays } from '@contracts/shared/kernel/admin-figures.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { useAdminOverview, type AdminOverview as Figures } from '../api/overview.ts';
import { changeOf, formatCents, formatCount, formatDay, formatRate } from '../format.ts';
import { CountChart, DailyChart } from '@/components/charts/bar-charts.tsx';
import { KpiCard } from './kpi-card.tsx';

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  active: 'Active',
  under_contract: 'Under contract',
  sold: 'Sold',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};
const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1).replace('-', ' ');

/** The back office's overview: the period switch, what waits for an administrator, the figures and the charts. */
export function AdminOverview({ days }: { days: FigureDays }) {
  const overview = useAdminOverview(days);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>Admin Overview | DealAcre</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Overview</h1>
          <p className="mt-2 text-slate-600">
            {overview.data ? <PeriodText figures={overview.data} /> : `The last ${days} days, beside the ${days} days before.`}
          </p>
        </div>
        <PeriodSwitch days={days} />
      </div>
      {overview.isError ? (
        <Alert variant="error" className="mt-6">
          The figures could not be loaded. {overview.error.message}
        </Alert>
      ) : overview.data ? (
        <div className={cn('transition-opacity', overview.isPlaceholderData && 'opacity-60')} aria-busy={overview.isPlaceholderData}>
          <ToDo figures={overview.data} />
          <Figures figures={overview.data} />
          <Charts figures={overview.data} />
        </div>
      ) : (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Loading the figures">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} className="h-28 rounded-xl" />
          ))}
        </div>
      )}
    </div>
  );
}

function PeriodText({ figures }: { figures: Figures }) {
  const lastDay = new Date(new Date(figures.period.end).getTime() - 86_400_000).toISOString().slice(0, 10);
  const asOf = new Date(figures.asOf).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return (
    <>
      {formatDay(figures.period.start.slice(0, 10))} to {formatDay(lastDay)} (UTC), beside the {figures.days} days before. As of {asOf} UTC.
    </>
  );
}

function PeriodSwitch({ days }: { days: FigureDays }) {
  return (
    <nav aria-label="Period" className="inline-flex rounded-lg border border-slate-200 bg-white p-1 shadow-xs">
      {FIGURE_PERIODS.map((option) => (
        <Link
          key={option}
          to="/admin"
          search={{ days: option }}
          replace
          aria-current={option === days ? 'page' : undefined}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
            option === days ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {option} days
        </Link>
      ))}
    </nav>
  );
}

/** the whole card is the link to its queue */
const QUEUE_LINK = 'absolute inset-0 rounded-xl focus-visible:outline-none';

/** What waits for an administrator, each count a link to its queue. */
function ToDo({ figures }: { figures: Figures }) {
  const items = [
    {
      label: 'Listings to review',
      count: figures.listings.toReview,
      icon: House,
      note: 'New sellers’ listings waiting for approval, and listings members reported.',
      link: <Link to="/admin/listings" className={QUEUE_LINK} aria-label="Open the listings to review" />,
    },
    {
      label: 'Uncovered leads',
      count: figures.leads.queued,
      icon: Inbox,
      note: 'No investor took them within the hour: assign them to a seller.',
      link: <Link to="/admin/leads" search={{ status: 'queued' }} className={QUEUE_LINK} aria-label="Open the leads queue" />,
    },
    {
      label: 'Open reports',
      count: figures.engagement.openReports,
      icon: Flag,
      note: 'Reported conversations and messages to dismiss, warn about or suspend.',
      link: <Link to="/admin/reports" className={QUEUE_LINK} aria-label="Open the reports" />,
    },
    {
      label: 'Proof-of-funds documents to check',
      count: figures.identity.fundsToCheck,
      icon: ShieldCheck,
      note: 'Buyers’ bank and lender statements: verify the amount or reject them.',
      link: <Link to="/admin/funds" className={QUEUE_LINK} aria-label="Open the proof-of-funds queue" />,
    },
    {
      label: 'Dead events',
      count: figures.platform.deadEvents,
      icon: AlertTriangle,
      note: 'Events delivery gave up on: inspect and replay them.',
      link: <Link to="/admin/events" className={QUEUE_LINK} aria-label="Open the dead events" />,
    },
  ];
  return (
    <section aria-labelledby="todo-heading" className="mt-6">
      <h2 id="todo-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        To do
      </h2>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        {items.map(({ label, count, icon: Icon, note, link }) => (
          <li
            key={label}
            className={cn(
              'relative flex min-w-0 gap-3 rounded-xl border p-4 hover:shadow-sm focus-within:ring-2 focus-within:ring-brand-600',
              count > 0 ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
            )}
          >
            <Icon className={cn('mt-0.5 size-5 shrink-0', count > 0 ? 'text-amber-700' : 'text-slate-400')} aria-hidden="true" />
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">
                <span className="text-lg font-semibold tabular-nums">{formatCount(count)}</span> {label.toLowerCase()}
              </p>
              <p className="mt-0.5 text-xs text-slate-600">{note}</p>
            </div>
            {link}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Figures({ figures }: { figures: Figures }) {
  const { identity, listings, leads, engagement, billing } = figures;
  const signUps = {
    current: identity.signUps.buyers.current + identity.signUps.sellers.current,
    previous: identity.signUps.buyers.previous + identity.signUps.sellers.previous,
  };
  const count = (trend: { current: number; previous: number }) => ({
    value: formatCount(trend.current),
    change: changeOf(trend.current, trend.previous),
    previous: formatCount(trend.previous),
  });
  const rate = (trend: { current: number | null; previous: number | null }) => ({
    value: formatRate(trend.current),
    change: changeOf(trend.current, trend.previous, 'rate'),
    previous: formatRate(trend.previous),
  });
  const movements = [
    ['New', billing.movements.new.current, '+'],
    ['Expansion', billing.movements.expansion.current, '+'],
    ['Contraction', billing.movements.contraction.current, '−'],
    ['Churn', billing.movements.churn.current, '−'],
  ] as const;
  return (
    <section aria-labelledby="figures-heading" className="mt-8">
      <h2 id="figures-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Figures
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <KpiCard
          className="col-span-2 lg:col-span-1"
          label="Monthly recurring revenue"
          {...count(billing.mrr)}
          value={formatCents(billing.mrr.current)}
          previous={formatCents(billing.mrr.previous)}
        >
          <span className="mt-2 grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs text-slate-600">
            {movements.map(([label, cents, sign]) => (
              <span key={label} className="flex justify-between gap-2">
                <span>{label}</span>
                <span className="tabular-nums">
                  {cents > 0 ? sign : ''}
                  {formatCents(cents)}
                </span>
              </span>
            ))}
          </span>
        </KpiCard>
        <KpiCard label="Sign-ups" {...count(signUps)}>
          <span className="mt-2 block text-xs text-slate-600">
            {formatCount(identity.signUps.buyers.current)} buyers, {formatCount(identity.signUps.sellers.current)} sellers ·{' '}
            {formatCount(identity.members)} members
          </span>
        </KpiCard>
        <KpiCard label="Active buyers" {...count(identity.active.buyers)} />
        <KpiCard label="Active sellers" {...count(identity.active.sellers)} />
        <KpiCard label="New listings" {...count(listings.newListings)} />
        <KpiCard label="Seller leads" {...count(leads.submitted)} />
        <KpiCard label="Lead claim rate" {...rate(leads.claimRate)}>
          <span className="mt-2 block text-xs text-slate-600">
            {formatCount(leads.claimed.current)} of {formatCount(leads.submitted.current)} taken
          </span>
        </KpiCard>
        <KpiCard label="Conversations started" {...count(engagement.conversations)} />
        <KpiCard label="Trials started" {...count(billing.trials.started)}>
          <span className="mt-2 block text-xs text-slate-600">{formatCount(billing.trialing)} trialing now</span>
        </KpiCard>
        <KpiCard label="Trial conversion" {...rate(billing.trials.conversionRate)}>
          <span className="mt-2 block text-xs text-slate-600">
            {formatCount(billing.trials.converted.current)} of {formatCount(billing.trials.ended.current)} ended trials paid
          </span>
        </KpiCard>
        <KpiCard label="Paid subscriptions" value={formatCount(billing.paidSubscriptions)} />
        <KpiCard label="Failed payments" {...count(billing.failedPayments)} lowerIsBetter />
      </dl>
    </section>
  );
}

function Charts({ figures }: { figures: Figures }) {
  const { identity, listings, engagement } = figures;
  return (
    <section aria-labelledby="charts-heading" className="mt-8">
      <h2 id="charts-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Charts
      </h2>
      <div className="mt-2 grid gap-4 lg:grid-cols-2">
        <DailyChart
          title="Sign-ups by role per day"
          rows={identity.signUps.daily}
          series={[
            { key: 'buyers', label: 'Buyers', color: '#2563eb' },
            { key: 'sellers', label: 'Sellers', color: '#f59e0b' },
          ]}
        />
        <DailyChart title="New listings per day" rows={listings.daily} series={[{ key: 'count', label: 'Listings', color: '#059669' }]} />
        <DailyChart
          title="Conversations started per day"
          rows={engagement.daily}
          series={[{ key: 'count', label: 'Conversations', color: '#7c3aed' }]}
        />
        <CountChart
          title="Listings by status"
          rows={listings.byStatus.map((row) => ({ label: STATUS_LABELS[row.status] ?? row.status, count: row.count }))}
          color="#0f766e"
        />
        <CountChart
          title="Live listings by category"
          rows={listings.liveByCategory.map((row) => ({ label: categoryLabel(row.category), count: row.count }))}
          color="#475569"
        />
      </div>
    </section>
  );
}
