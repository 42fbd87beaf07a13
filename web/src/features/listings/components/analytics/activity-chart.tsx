import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartRows, formatDay } from './format.ts';

export interface ChartSeries {
  key: string;
  label: string;
  values: readonly number[] | null;
  color: string;
}

/**
 * Daily activity as lines, one per series, with the same numbers as a table for screen readers
 * (the chart itself is hidden from them).
 */
export function ActivityChart({ title, days, series }: { title: string; days: readonly string[]; series: readonly ChartSeries[] }) {
  const shown = series.filter((line) => line.values !== null);
  const rows = chartRows(days, Object.fromEntries(shown.map((line) => [line.key, line.values])));
  return (
    <figure className="m-0">
      <figcaption className="text-sm font-semibold text-slate-900">{title}</figcaption>
      <div className="mt-3 h-64 w-full sm:h-72" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
            <XAxis
              dataKey="day"
              tick={{ fontSize: 12, fill: '#475569' }}
              tickLine={false}
              axisLine={{ stroke: '#cbd5e1' }}
              minTickGap={24}
            />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} axisLine={false} width={48} />
            <Tooltip contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0', fontSize: 13 }} />
            <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
            {shown.map((line) => (
              <Line
                key={line.key}
                type="linear"
                dataKey={line.key}
                name={line.label}
                stroke={line.color}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {/* a table does not shrink to the 1 px of sr-only: its box would widen the page, so a block hides it */}
      <div className="sr-only">
        <table>
          <caption>{title}, by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {shown.map((line) => (
                <th key={line.key} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{formatDay(day)}</th>
                {shown.map((line) => (
                  <td key={line.key}>{line.values![index]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
