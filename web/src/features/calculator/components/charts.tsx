import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { FlipAnalysis, FlipInput, ProjectionRow } from '@contracts/listings/contracts/deal-math/index.ts';
import { cn } from '@/lib/utils.ts';
import { formatMoney } from '../format.ts';
import type { FlipCostPart } from './chart-plots.tsx';

/**
 * The calculator's charts: each figure's caption, legend and readout are here, its plot (Recharts)
 * loads on demand into a box of its final size, so nothing moves when it arrives and the chart
 * library stays out of the page's own chunk. Plots are drawn in the browser only. Each plot names
 * what it shows for screen readers; the tables below them hold the numbers.
 */

const loadPlots = () => import('./chart-plots.tsx');
const CashFlowPlot = lazy(() => loadPlots().then((module) => ({ default: module.CashFlowPlot })));
const EquityPlot = lazy(() => loadPlots().then((module) => ({ default: module.EquityPlot })));
const FlipCostPlot = lazy(() => loadPlots().then((module) => ({ default: module.FlipCostPlot })));

/** A plot's box, with a quiet placeholder of the same size until the plot is drawn. */
function PlotBox({ className, placeholderClassName, children }: { className: string; placeholderClassName?: string; children: ReactNode }) {
  const placeholder = <div aria-hidden="true" className={cn('size-full rounded-md bg-slate-50', placeholderClassName)} />;
  return (
    <div className={cn('w-full min-w-0', className)}>
      <ClientOnly fallback={placeholder}>
        <Suspense fallback={placeholder}>{children}</Suspense>
      </ClientOnly>
    </div>
  );
}

/** The plot's height: legible on a phone, and shorter in print so the report keeps to its pages. */
const PLOT_BOX = 'mt-1 h-[220px] print:h-[150px]';

function ChartBox({ title, legend, readout, children }: { title: string; legend?: ReactNode; readout: ReactNode; children: ReactNode }) {
  return (
    <figure className="min-w-0 print:break-inside-avoid">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="text-sm font-semibold text-slate-900">{title}</span>
        {legend}
      </figcaption>
      <div className="mt-1 min-h-5 text-xs text-slate-600 tabular-nums print:hidden" aria-live="polite">
        {readout}
      </div>
      <PlotBox className={PLOT_BOX}>{children}</PlotBox>
    </figure>
  );
}

function LegendItem({ className, label }: { className: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-slate-600">
      <span className={cn('inline-block h-2.5 w-2.5 rounded-sm', className)} aria-hidden="true" />
      {label}
    </span>
  );
}

/** Each year's cash flow as a bar (red below zero). */
export function CashFlowChart({ rows }: { rows: ProjectionRow[] }) {
  // the year under the pointer, as a 0-based index; the readout shows the last year otherwise
  const [hovered, setHovered] = useState<number | null>(null);
  const row = rows[hovered ?? rows.length - 1];
  return (
    <ChartBox
      title="Cash flow by year"
      legend={<LegendItem className="bg-brand-500" label="Yearly cash flow" />}
      readout={row ? `Year ${row.year}: ${formatMoney(row.cashFlow)} cash flow, ${formatMoney(row.cumulativeCashFlow)} so far` : null}
    >
      <CashFlowPlot
        rows={rows}
        label={`Cash flow by year, from ${formatMoney(rows[0]?.cashFlow ?? 0)} in year 1 to ${formatMoney(rows[rows.length - 1]?.cashFlow ?? 0)} in year ${rows.length}`}
        hovered={hovered}
        onHover={setHovered}
      />
    </ChartBox>
  );
}

/** Property value, loan balance and the equity between them, year by year. */
export function EquityChart({ rows }: { rows: ProjectionRow[] }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const row = rows[hovered ?? rows.length - 1];
  return (
    <ChartBox
      title="Equity over the years"
      legend={
        <span className="flex flex-wrap gap-3">
          <LegendItem className="bg-slate-700" label="Property value" />
          <LegendItem className="bg-amber-500" label="Loan balance" />
          <LegendItem className="bg-brand-300" label="Equity" />
        </span>
      }
      readout={
        row
          ? `Year ${row.year}: value ${formatMoney(row.propertyValue)}, loan ${formatMoney(row.loanBalance)}, equity ${formatMoney(row.equity)}`
          : null
      }
    >
      <EquityPlot
        rows={rows}
        label={`Equity over ${rows.length} years, reaching ${formatMoney(rows[rows.length - 1]?.equity ?? 0)}`}
        hovered={hovered}
        onHover={setHovered}
      />
    </ChartBox>
  );
}

/** Where the sale price (ARV) goes: every cost of the flip, and the profit left (or the loss). */
export function FlipCostChart({ input, result }: { input: FlipInput; result: FlipAnalysis }) {
  // each part's colour twice: the theme colour the plot paints, and the class of its legend swatch
  const parts: Array<FlipCostPart & { className: string }> = [
    { key: 'buying', label: 'Purchase and closing', amount: result.buyingCosts, color: 'slate-700', className: 'bg-slate-700' },
    { key: 'repairs', label: 'Repairs', amount: input.repairs, color: 'sky-500', className: 'bg-sky-500' },
    { key: 'points', label: 'Points', amount: result.pointsCost, color: 'violet-500', className: 'bg-violet-500' },
    { key: 'holding', label: 'Holding and interest', amount: result.holdingCosts, color: 'amber-500', className: 'bg-amber-500' },
    { key: 'selling', label: 'Selling costs', amount: result.sellingCosts, color: 'rose-400', className: 'bg-rose-400' },
    ...(result.netProfit > 0
      ? [{ key: 'profit', label: 'Net profit', amount: result.netProfit, color: 'brand-500', className: 'bg-brand-500' }]
      : []),
  ];
  const total = Math.max(input.arv, result.totalProjectCost);
  return (
    <figure className="print:break-inside-avoid">
      <figcaption className="text-sm font-semibold text-slate-900">Where the sale price goes</figcaption>
      <PlotBox
        className="mt-3 h-8 print:[print-color-adjust:exact] [&_svg]:rounded-md [&_svg]:bg-slate-100"
        placeholderClassName="bg-slate-100"
      >
        <FlipCostPlot
          parts={parts}
          arv={input.arv}
          total={total}
          loss={result.netProfit < 0}
          label={`Of a ${formatMoney(input.arv)} sale: ${parts.map((part) => `${part.label} ${formatMoney(part.amount)}`).join(', ')}`}
        />
      </PlotBox>
      <ul className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 print:grid-cols-3 print:text-xs">
        {parts.map((part) => (
          <li key={part.label} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-slate-600">
              <span
                className={cn('inline-block size-2.5 rounded-sm print:[print-color-adjust:exact]', part.className)}
                aria-hidden="true"
              />
              {part.label}
            </span>
            <span className="font-medium tabular-nums text-slate-900">
              {formatMoney(part.amount)}
              <span className="ml-1.5 text-xs font-normal text-slate-500">{((part.amount / input.arv) * 100).toFixed(1)}%</span>
            </span>
          </li>
        ))}
        {result.netProfit < 0 ? (
          <li className="flex items-center justify-between gap-3 font-medium text-red-700">
            <span>Loss below the sale price</span>
            <span className="tabular-nums">{formatMoney(result.netProfit)}</span>
          </li>
        ) : null}
      </ul>
    </figure>
  );
}
