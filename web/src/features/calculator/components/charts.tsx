import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { FlipAnalysis, FlipInput, ProjectionRow } from '@contracts/listings/contracts/deal-math/index.ts';
import { cn } from '@/lib/utils.ts';
import { formatMoney, formatMoneyShort } from '../format.ts';

/**
 * Small SVG charts drawn at the pixel width of their box (so text stays legible on a phone and in
 * print). Each names what it shows for screen readers; the tables below them hold the numbers.
 */

function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Round axis ticks covering [min, max] (0 always included). */
function niceTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high - low < 1e-9) return [0, 1];
  const rough = (high - low) / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude;
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick <= high + step * 1e-9; tick += step) ticks.push(Math.round(tick * 1e6) / 1e6);
  if (ticks[ticks.length - 1] < high) ticks.push(ticks[ticks.length - 1] + step);
  return ticks;
}

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 26, left: 56 };

/** The width each of `count` years takes in a drawing `width` wide. */
const bandWidth = (width: number, count: number) => Math.max(1, width - MARGIN.left - MARGIN.right) / Math.max(1, count);

interface Frame {
  width: number;
  x: (index: number) => number;
  band: number;
  y: (value: number) => number;
  ticks: number[];
}

function frame(width: number, count: number, values: number[]): Frame {
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  const low = ticks[0];
  const high = ticks[ticks.length - 1];
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = bandWidth(width, count);
  return {
    width,
    band,
    x: (index) => MARGIN.left + band * index + band / 2,
    y: (value) => MARGIN.top + plotHeight - ((value - low) / (high - low)) * plotHeight,
    ticks,
  };
}

function Axes({ frame: f, count, labelEvery }: { frame: Frame; count: number; labelEvery: number }) {
  return (
    <g className="text-[11px]" fill="currentColor">
      {f.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={MARGIN.left}
            x2={f.width - MARGIN.right}
            y1={f.y(tick)}
            y2={f.y(tick)}
            className={tick === 0 ? 'stroke-slate-400' : 'stroke-slate-200'}
          />
          <text x={MARGIN.left - 6} y={f.y(tick)} dy="0.32em" textAnchor="end" className="fill-slate-500">
            {formatMoneyShort(tick)}
          </text>
        </g>
      ))}
      {Array.from({ length: count }, (_, index) =>
        (index + 1) % labelEvery === 0 || index === 0 ? (
          <text key={index} x={f.x(index)} y={HEIGHT - 8} textAnchor="middle" className="fill-slate-500">
            {index + 1}
          </text>
        ) : null,
      )}
    </g>
  );
}

function ChartBox({
  title,
  legend,
  readout,
  children,
}: {
  title: string;
  legend?: ReactNode;
  readout: ReactNode;
  children: (width: number) => ReactNode;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <figure className="min-w-0 print:break-inside-avoid">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="text-sm font-semibold text-slate-900">{title}</span>
        {legend}
      </figcaption>
      <div className="mt-1 min-h-5 text-xs text-slate-600 tabular-nums print:hidden" aria-live="polite">
        {readout}
      </div>
      <div ref={ref} className="mt-1 min-h-[220px] w-full text-slate-500 print:min-h-0">
        {width > 0 ? children(width) : null}
      </div>
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

/** The year under the pointer, as a 0-based index. */
function useHoveredYear(count: number) {
  const [hovered, setHovered] = useState<number | null>(null);
  const onPointerMove = (event: PointerEvent<SVGSVGElement>, width: number) => {
    const box = event.currentTarget.getBoundingClientRect();
    // the drawing scales with its box (e.g. when printed): pointer position in drawing units
    const x = ((event.clientX - box.left) * width) / Math.max(1, box.width);
    const index = Math.floor((x - MARGIN.left) / bandWidth(width, count));
    setHovered(index >= 0 && index < count ? index : null);
  };
  return { hovered, onPointerMove, onPointerLeave: () => setHovered(null) };
}

/** Each year's cash flow as a bar (red below zero). */
export function CashFlowChart({ rows }: { rows: ProjectionRow[] }) {
  const { hovered, onPointerMove, onPointerLeave } = useHoveredYear(rows.length);
  const shown = hovered ?? rows.length - 1;
  const row = rows[shown];
  return (
    <ChartBox
      title="Cash flow by year"
      legend={<LegendItem className="bg-brand-500" label="Yearly cash flow" />}
      readout={row ? `Year ${row.year}: ${formatMoney(row.cashFlow)} cash flow, ${formatMoney(row.cumulativeCashFlow)} so far` : null}
    >
      {(width) => {
        const f = frame(
          width,
          rows.length,
          rows.map((r) => r.cashFlow),
        );
        const barWidth = Math.max(1, Math.min(28, f.band * 0.7));
        return (
          <svg
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="h-auto w-full"
            role="img"
            aria-label={`Cash flow by year, from ${formatMoney(rows[0]?.cashFlow ?? 0)} in year 1 to ${formatMoney(rows[rows.length - 1]?.cashFlow ?? 0)} in year ${rows.length}`}
            onPointerMove={(event) => onPointerMove(event, width)}
            onPointerLeave={onPointerLeave}
          >
            <Axes frame={f} count={rows.length} labelEvery={rows.length > 12 ? 5 : 1} />
            {rows.map((r, index) => {
              const top = f.y(Math.max(0, r.cashFlow));
              const bottom = f.y(Math.min(0, r.cashFlow));
              return (
                <rect
                  key={r.year}
                  x={f.x(index) - barWidth / 2}
                  y={top}
                  width={barWidth}
                  height={Math.max(1, bottom - top)}
                  rx={Math.min(3, barWidth / 3)}
                  className={cn(r.cashFlow >= 0 ? 'fill-brand-500' : 'fill-red-500', hovered !== null && hovered !== index && 'opacity-60')}
                />
              );
            })}
          </svg>
        );
      }}
    </ChartBox>
  );
}

/** Property value, loan balance and the equity between them, year by year. */
export function EquityChart({ rows }: { rows: ProjectionRow[] }) {
  const { hovered, onPointerMove, onPointerLeave } = useHoveredYear(rows.length);
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
      {(width) => {
        const f = frame(
          width,
          rows.length,
          rows.flatMap((r) => [r.propertyValue, r.loanBalance, r.equity]),
        );
        const line = (pick: (r: ProjectionRow) => number) =>
          rows.map((r, index) => `${index === 0 ? 'M' : 'L'}${f.x(index)},${f.y(pick(r))}`).join('');
        const area = `${line((r) => r.propertyValue)}${rows
          .map((r, index) => ({ r, index }))
          .reverse()
          .map(({ r, index }) => `L${f.x(index)},${f.y(r.loanBalance)}`)
          .join('')}Z`;
        return (
          <svg
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="h-auto w-full"
            role="img"
            aria-label={`Equity over ${rows.length} years, reaching ${formatMoney(rows[rows.length - 1]?.equity ?? 0)}`}
            onPointerMove={(event) => onPointerMove(event, width)}
            onPointerLeave={onPointerLeave}
          >
            <Axes frame={f} count={rows.length} labelEvery={rows.length > 12 ? 5 : 1} />
            <path d={area} className="fill-brand-200/70" />
            <path d={line((r) => r.propertyValue)} className="fill-none stroke-slate-700" strokeWidth={2} />
            <path d={line((r) => r.loanBalance)} className="fill-none stroke-amber-500" strokeWidth={2} />
            {hovered !== null ? (
              <line
                x1={f.x(hovered)}
                x2={f.x(hovered)}
                y1={MARGIN.top}
                y2={HEIGHT - MARGIN.bottom}
                className="stroke-slate-400"
                strokeDasharray="3 3"
              />
            ) : null}
          </svg>
        );
      }}
    </ChartBox>
  );
}

/** Where the sale price (ARV) goes: every cost of the flip, and the profit left (or the loss). */
export function FlipCostChart({ input, result }: { input: FlipInput; result: FlipAnalysis }) {
  const parts = [
    { label: 'Purchase and closing', amount: result.buyingCosts, className: 'bg-slate-700' },
    { label: 'Repairs', amount: input.repairs, className: 'bg-sky-500' },
    { label: 'Points', amount: result.pointsCost, className: 'bg-violet-500' },
    { label: 'Holding and interest', amount: result.holdingCosts, className: 'bg-amber-500' },
    { label: 'Selling costs', amount: result.sellingCosts, className: 'bg-rose-400' },
    ...(result.netProfit > 0 ? [{ label: 'Net profit', amount: result.netProfit, className: 'bg-brand-500' }] : []),
  ];
  const total = Math.max(input.arv, result.totalProjectCost);
  return (
    <figure className="print:break-inside-avoid">
      <figcaption className="text-sm font-semibold text-slate-900">Where the sale price goes</figcaption>
      <div
        role="img"
        aria-label={`Of a ${formatMoney(input.arv)} sale: ${parts.map((part) => `${part.label} ${formatMoney(part.amount)}`).join(', ')}`}
        className="relative mt-3 flex h-8 w-full overflow-hidden rounded-md bg-slate-100 print:[print-color-adjust:exact]"
      >
        {parts.map((part) => (
          <div
            key={part.label}
            className={cn('h-full', part.className)}
            style={{ width: `${(Math.max(0, part.amount) / total) * 100}%` }}
            title={`${part.label}: ${formatMoney(part.amount)}`}
          />
        ))}
        {result.netProfit < 0 ? (
          <div
            className="absolute inset-y-0 border-l-2 border-dashed border-red-700"
            style={{ left: `${(input.arv / total) * 100}%` }}
            title={`Sale price ${formatMoney(input.arv)}`}
          />
        ) : null}
      </div>
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
