import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import type { PlotSeries } from './bar-plots.tsx';

const loadPlots = () => import('./bar-plots.tsx');
const DailyBarsPlot = lazy(() => loadPlots().then((module) => ({ default: module.DailyBarsPlot })));
const CountBarsPlot = lazy(() => loadPlots().then((module) => ({ default: module.CountBarsPlot })));

/** A chart's card: its title, the plot in a box of its final size (drawn in the browser only), and the numbers for screen readers. */
function ChartCard({ title, summary, height, children }: { title: string; summary: ReactNode; height: string; children: ReactNode }) {
  const placeholder = <div aria-hidden="true" className="size-full rounded-md bg-slate-50" />;
  return (
    <figure className="m-0 min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-xs">
      <figcaption className="text-sm font-semibold text-slate-900">{title}</figcaption>
      <div className={`mt-3 w-full overflow-hidden ${height}`} aria-hidden="true">
        <ClientOnly fallback={placeholder}>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </ClientOnly>
      </div>
      <div className="sr-only">{summary}</div>
    </figure>
  );
}

/** Bars by day, or by month when each row's `day` is a YYYY-MM month; `allowDecimals` for amounts. */
export function DailyChart({
  title,
  rows,
  series,
  allowDecimals,
}: {
  title: string;
  rows: ReadonlyArray<Record<string, number | string>>;
  series: readonly PlotSeries[];
  allowDecimals?: boolean;
}) {
  const totals = series.map((line) => `${line.label}: ${rows.reduce((sum, row) => sum + Number(row[line.key] ?? 0), 0)}`).join(', ');
  return (
    <ChartCard title={title} height="h-56" summary={`${title}, in the period: ${totals}.`}>
      <DailyBarsPlot rows={rows} series={series} allowDecimals={allowDecimals} />
    </ChartCard>
  );
}

export function CountChart({
  title,
  rows,
  color,
}: {
  title: string;
  rows: ReadonlyArray<{ label: string; count: number }>;
  color: string;
}) {
  return (
    <ChartCard
      title={title}
      height={rows.length > 6 ? 'h-80' : 'h-56'}
      summary={`${title}: ${rows.map((row) => `${row.label} ${row.count}`).join(', ')}.`}
    >
      <CountBarsPlot rows={rows} color={color} />
    </ChartCard>
  );
}
