import { Building2, DollarSign, MapPinned, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardMetrics } from '@contracts/listings/contracts/metrics.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDollars, formatNumber } from '@/lib/utils.ts';
import { useDashboardMetrics } from '../api/dashboard-metrics.ts';

export function MetricsStrip() {
  const { data: metrics, isPending, isError } = useDashboardMetrics();

  if (isError) {
    return <p className="text-sm text-slate-500">Marketplace figures are unavailable right now.</p>;
  }

  const shown = (format: (figures: DashboardMetrics) => string) => (metrics ? format(metrics) : <Skeleton className="h-7 w-20" />);

  return (
    <div role="group" aria-label="Marketplace metrics" className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={isPending}>
      <Metric icon={<Building2 className="size-5" />} label="Total Properties">
        {shown((m) => formatNumber(m.totalProperties))}
      </Metric>
      <Metric icon={<DollarSign className="size-5" />} label="Average Price">
        {shown((m) => formatDollars(m.avgPrice))}
      </Metric>
      <Metric icon={<Star className="size-5" />} label="Featured Deals">
        {shown((m) => formatNumber(m.featuredDeals))}
      </Metric>
      <Metric icon={<MapPinned className="size-5" />} label="States Available">
        {shown((m) => formatNumber(m.statesAvailable))}
      </Metric>
    </div>
  );
}

function Metric({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
        {icon}
      </span>
      <dl className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
        <dd className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">{children}</dd>
      </dl>
    </div>
  );
}
