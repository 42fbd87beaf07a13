import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';
import type { Change } from '../format.ts';

const ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: Minus };

/**
 * One figure: its value, and its change from the previous period as an arrow and words (colour only
 * repeats them). `lowerIsBetter` for figures that should fall (failed payments).
 */
export function KpiCard({
  label,
  value,
  change,
  previous,
  lowerIsBetter = false,
  className,
  children,
}: {
  label: string;
  value: string;
  /** undefined: a figure of now, without a previous one */
  change?: Change | null;
  previous?: string;
  lowerIsBetter?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const Icon = change ? ICONS[change.direction] : Minus;
  const good = change && change.direction !== 'flat' && (change.direction === 'up') !== lowerIsBetter;
  const bad = change && change.direction !== 'flat' && !good;
  return (
    <div className={cn('min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-xs sm:p-4', className)}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</span>{' '}
        {change === undefined ? (
          <span className="mt-1 block text-xs text-slate-600">right now</span>
        ) : (
          <span
            className={cn(
              'mt-1 flex flex-wrap items-center gap-1 text-xs',
              good ? 'text-emerald-700' : bad ? 'text-rose-700' : 'text-slate-600',
            )}
          >
            <Icon className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="font-medium">{change ? change.label : 'no comparison'}</span>{' '}
            <span className="text-slate-500">vs {previous} before</span>
          </span>
        )}
        {children}
      </dd>
    </div>
  );
}
