import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../format.ts';

/**
 * The overview's plots (Recharts), loaded on demand by charts.tsx so the chart library stays out of
 * the admin page's chunk. Hidden from screen readers: the figures beside them carry the numbers.
 */

export interface PlotSeries {
  key: string;
  label: string;
  color: string;
}

const AXIS_TICK = { fontSize: 12, fill: '#475569' };
const TOOLTIP_STYLE = { borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 };

/** Daily values as bars, stacked when there are several series. */
export function DailyBarsPlot({ rows, series }: { rows: ReadonlyArray<Record<string, number | string>>; series: readonly PlotSeries[] }) {
  const data = rows.map((row) => ({ ...row, day: formatDay(String(row.day)) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: '#cbd5e1' }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} width={44} />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: '#f1f5f9' }} />
        {series.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} />}
        {series.map((line) => (
          <Bar key={line.key} dataKey={line.key} name={line.label} stackId="day" fill={line.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Counts by name as horizontal bars (listings by status, by category). */
export function CountBarsPlot({ rows, color }: { rows: ReadonlyArray<{ label: string; count: number }>; color: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={[...rows]} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="label" interval={0} tick={AXIS_TICK} tickLine={false} axisLine={false} width={104} />
        <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: '#f1f5f9' }} />
        <Bar dataKey="count" name="Listings" fill={color} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
