import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Bar plots (Recharts), loaded on demand by bar-charts.tsx so the chart library stays out of the
 * pages' chunks. Hidden from screen readers: the figures beside them carry the numbers.
 */

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** "Nov 26" for a YYYY-MM-DD UTC day, "Nov 26" (the year) for a YYYY-MM month. */
function formatBarLabel(value: string): string {
  return value.length === 7 ? monthLabel.format(new Date(`${value}-01T00:00:00Z`)) : dayLabel.format(new Date(`${value}T00:00:00Z`));
}

export interface PlotSeries {
  key: string;
  label: string;
  color: string;
}

const AXIS_TICK = { fontSize: 12, fill: '#475569' };
const TOOLTIP_STYLE = { borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 };

/** Values by day (`day`: YYYY-MM-DD) or month (YYYY-MM) as bars, stacked when there are several series. */
export function DailyBarsPlot({
  rows,
  series,
  allowDecimals = false,
}: {
  rows: ReadonlyArray<Record<string, number | string>>;
  series: readonly PlotSeries[];
  allowDecimals?: boolean;
}) {
  const data = rows.map((row) => ({ ...row, day: formatBarLabel(String(row.day)) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: allowDecimals ? 0 : -20 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="day" tick={AXIS_TICK} tickLine={false} axisLine={{ stroke: '#cbd5e1' }} minTickGap={16} />
        <YAxis allowDecimals={allowDecimals} tick={AXIS_TICK} tickLine={false} axisLine={false} width={44} />
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
