import type { ReactNode } from 'react';
import { HelpTip } from '@/components/ui/help-tip.tsx';
import { cn } from '@/lib/utils.ts';

/** A titled block of results; kept on one page when printed. */
export function ResultSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:break-inside-avoid print:rounded-none print:border-0 print:p-0 print:shadow-none',
        className,
      )}
    >
      <h3 className="text-base font-semibold text-slate-900 print:text-sm">{title}</h3>
      <div className="mt-3 print:mt-1">{children}</div>
    </section>
  );
}

/** A list of outputs, one per row: label with its help, value on the right. */
export function OutputList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('divide-y divide-slate-100 text-sm print:text-xs', className)}>{children}</dl>;
}

interface OutputRowProps {
  label: ReactNode;
  /** the one-sentence explanation (deal-math `OUTPUT_HELP`) */
  help: string;
  value: ReactNode;
  /** a total or key figure: bold */
  strong?: boolean;
  /** indented under the row above (a part of it) */
  nested?: boolean;
  tone?: 'positive' | 'negative';
}

export function OutputRow({ label, help, value, strong, nested, tone }: OutputRowProps) {
  const helpLabel = typeof label === 'string' ? label : 'this figure';
  return (
    <div className={cn('flex items-center justify-between gap-3 py-2 print:py-0.5', nested && 'pl-4')}>
      <dt
        className={cn(
          'flex min-w-0 items-center gap-1',
          nested ? 'text-slate-500' : 'text-slate-600',
          strong && 'font-semibold text-slate-900',
        )}
      >
        <span>{label}</span>
        <HelpTip label={helpLabel}>{help}</HelpTip>
      </dt>
      <dd
        className={cn(
          'shrink-0 text-right font-medium tabular-nums text-slate-900',
          strong && 'font-semibold',
          tone === 'positive' && 'text-emerald-700',
          tone === 'negative' && 'text-red-700',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

interface KpiProps {
  label: string;
  help: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'positive' | 'negative' | 'neutral';
}

/** A headline figure. */
export function Kpi({ label, help, value, detail, tone = 'neutral' }: KpiProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 print:rounded-md print:p-2 print:shadow-none"
    >
      <dt className="flex items-start gap-1 text-xs leading-tight font-medium text-slate-600 sm:text-sm sm:leading-tight">
        <span className="min-w-0">{label}</span>
        <HelpTip label={label}>{help}</HelpTip>
      </dt>
      <dd
        className={cn(
          'mt-1 text-xl font-bold tracking-tight tabular-nums sm:text-2xl print:text-lg',
          tone === 'positive' && 'text-emerald-700',
          tone === 'negative' && 'text-red-700',
          tone === 'neutral' && 'text-slate-900',
        )}
      >
        {value}
      </dd>
      {detail ? <dd className="mt-0.5 text-xs text-slate-500">{detail}</dd> : null}
    </div>
  );
}

export function KpiGrid({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4 print:grid-cols-4 print:gap-2">{children}</dl>;
}

/** A yes/no rule of thumb, e.g. the 1% rule. */
export function RuleBadge({ passes, yes = 'Passes', no = 'Misses' }: { passes: boolean; yes?: string; no?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        passes ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800',
      )}
    >
      {passes ? yes : no}
    </span>
  );
}

export const toneOf = (value: number | null): 'positive' | 'negative' | undefined =>
  value === null || Math.abs(value) < 0.005 ? undefined : value > 0 ? 'positive' : 'negative';
