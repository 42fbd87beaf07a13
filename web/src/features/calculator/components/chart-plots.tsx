import { Area, Bar, BarChart, CartesianGrid, ComposedChart, Line, Rectangle, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarShapeProps, MouseHandlerDataParam } from 'recharts';
import type { ProjectionRow } from '@contracts/listings/contracts/deal-math/index.ts';
import { formatMoney, formatMoneyShort } from '../format.ts';

/**
 * The calculator's plots, drawn with Recharts and loaded on demand (charts.tsx holds their figures,
 * captions, legends and readouts, and a placeholder of the same size meanwhile). Each plot fills its
 * box, so it is redrawn at the box's width on a phone and scales with it when printed; its SVG is an
 * image named for screen readers (the tables beside it hold the numbers).
 */

/** Theme colours, as the CSS variables the legends' Tailwind classes use. */
const color = (name: string) => `var(--color-${name})`;

const MARGIN = { top: 12, right: 12, bottom: 0, left: 0 };
const AXIS_WIDTH = 56;
const TICK = { fontSize: 11, fill: color('slate-500') };

/** Round axis ticks covering [min, max] (0 always included). */
export function niceTicks(min: number, max: number, count = 4): number[] {
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

/** Every year labelled up to 12 years; beyond, year 1 and every fifth. */
function yearLabel(count: number) {
  const every = count > 12 ? 5 : 1;
  return (year: number) => (year === 1 || year % every === 0 ? String(year) : '');
}

/** The year under the pointer (or touch), as a 0-based index, or null. */
function hoveredIndex(state: MouseHandlerDataParam, count: number): number | null {
  if (!state.isTooltipActive || state.activeTooltipIndex === undefined || state.activeTooltipIndex === null) return null;
  const index = Number(state.activeTooltipIndex);
  return Number.isInteger(index) && index >= 0 && index < count ? index : null;
}

interface YearPlotProps {
  rows: ProjectionRow[];
  /** the plot's accessible name */
  label: string;
  /** the year the readout shows (null: none under the pointer) */
  hovered: number | null;
  onHover: (index: number | null) => void;
}

function yearAxes(rows: ProjectionRow[], values: number[]) {
  const ticks = niceTicks(Math.min(...values), Math.max(...values));
  return (
    <>
      <CartesianGrid vertical={false} stroke={color('slate-200')} />
      <XAxis dataKey="year" interval={0} tickFormatter={yearLabel(rows.length)} tick={TICK} tickLine={false} axisLine={false} height={26} />
      <YAxis
        type="number"
        domain={[ticks[0], ticks[ticks.length - 1]]}
        ticks={ticks}
        tickFormatter={formatMoneyShort}
        tick={TICK}
        tickLine={false}
        axisLine={false}
        width={AXIS_WIDTH}
      />
      <ReferenceLine y={0} stroke={color('slate-400')} />
    </>
  );
}

/** Each year's cash flow as a bar (red below zero); the other years dim while one is hovered. */
export function CashFlowPlot({ rows, label, hovered, onHover }: YearPlotProps) {
  return (
    <BarChart
      responsive
      data={rows}
      style={{ width: '100%', height: '100%' }}
      margin={MARGIN}
      barCategoryGap="15%"
      role="img"
      aria-label={label}
      accessibilityLayer={false}
      onMouseMove={(state) => onHover(hoveredIndex(state, rows.length))}
      onMouseLeave={() => onHover(null)}
    >
      {yearAxes(
        rows,
        rows.map((row) => row.cashFlow),
      )}
      <Tooltip content={() => null} cursor={false} isAnimationActive={false} />
      <Bar
        dataKey="cashFlow"
        maxBarSize={28}
        radius={3}
        minPointSize={1}
        isAnimationActive={false}
        shape={(props: BarShapeProps) => (
          <Rectangle
            {...props}
            fill={color((props.payload as ProjectionRow).cashFlow >= 0 ? 'brand-500' : 'red-500')}
            fillOpacity={hovered !== null && hovered !== props.index ? 0.6 : 1}
          />
        )}
      />
    </BarChart>
  );
}

/** Property value and loan balance as lines, the equity between them as a band; a dashed line marks the hovered year. */
export function EquityPlot({ rows, label, onHover }: YearPlotProps) {
  return (
    <ComposedChart
      responsive
      data={rows}
      style={{ width: '100%', height: '100%' }}
      margin={MARGIN}
      role="img"
      aria-label={label}
      accessibilityLayer={false}
      onMouseMove={(state) => onHover(hoveredIndex(state, rows.length))}
      onMouseLeave={() => onHover(null)}
    >
      {yearAxes(
        rows,
        rows.flatMap((row) => [row.propertyValue, row.loanBalance, row.equity]),
      )}
      <Tooltip content={() => null} cursor={{ stroke: color('slate-400'), strokeDasharray: '3 3' }} isAnimationActive={false} />
      <Area
        type="linear"
        dataKey={(row: ProjectionRow) => [row.loanBalance, row.propertyValue]}
        fill={color('brand-200')}
        fillOpacity={0.7}
        stroke="none"
        activeDot={false}
        isAnimationActive={false}
      />
      <Line type="linear" dataKey="propertyValue" stroke={color('slate-700')} strokeWidth={2} dot={false} isAnimationActive={false} />
      <Line type="linear" dataKey="loanBalance" stroke={color('amber-500')} strokeWidth={2} dot={false} isAnimationActive={false} />
    </ComposedChart>
  );
}

export interface FlipCostPart {
  key: string;
  label: string;
  amount: number;
  /** the theme colour's name, e.g. `slate-700` */
  color: string;
}

/** The sale price as one bar split into the flip's costs and profit; on a loss, a dashed line marks where the sale price ends. */
export function FlipCostPlot({
  parts,
  arv,
  total,
  loss,
  label,
}: {
  parts: FlipCostPart[];
  arv: number;
  /** the bar's full length: the sale price, or the costs when they exceed it */
  total: number;
  loss: boolean;
  label: string;
}) {
  const datum = Object.fromEntries(parts.map((part) => [part.key, Math.max(0, part.amount)]));
  return (
    <BarChart
      responsive
      layout="vertical"
      data={[datum]}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
      barCategoryGap={0}
      role="img"
      aria-label={label}
      accessibilityLayer={false}
    >
      <XAxis type="number" hide domain={[0, total]} allowDataOverflow />
      <YAxis type="category" hide />
      <Tooltip
        shared={false}
        cursor={false}
        isAnimationActive={false}
        allowEscapeViewBox={{ x: false, y: true }}
        offset={12}
        separator=": "
        formatter={(value) => formatMoney(Number(value))}
        contentStyle={{ borderRadius: 8, borderColor: 'var(--color-slate-200)', fontSize: 13 }}
      />
      {parts.map((part) => (
        <Bar key={part.key} dataKey={part.key} name={part.label} stackId="sale" fill={color(part.color)} isAnimationActive={false} />
      ))}
      {loss ? <ReferenceLine x={arv} stroke={color('red-700')} strokeWidth={2} strokeDasharray="4 3" /> : null}
    </BarChart>
  );
}
