import { ChevronRight } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import {
  AMORTIZATION_ROW_HELP,
  PROJECTION_ROW_HELP,
  yearlySchedule,
  type AmortizationRow,
  type ProjectionRow,
} from '@contracts/listings/contracts/deal-math/index.ts';
import { HelpTip } from '@/components/ui/help-tip.tsx';
import { cn } from '@/lib/utils.ts';
import { formatMoney, formatPercent, formatRatio, NOT_APPLICABLE } from '../format.ts';

function HeaderCell({ label, help, className }: { label: string; help?: string; className?: string }) {
  return (
    <th
      scope="col"
      className={cn(
        'px-3 py-2 text-right font-semibold whitespace-nowrap text-slate-700 first:text-left print:px-1.5 print:py-1',
        className,
      )}
    >
      <span className="inline-flex items-center gap-1">
        {label}
        {help ? <HelpTip label={label}>{help}</HelpTip> : null}
      </span>
    </th>
  );
}

function TableBox({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 print:overflow-visible print:rounded-none print:border-0">
      <table className="w-full text-sm tabular-nums print:text-[10px]">
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

const cell = 'px-3 py-1.5 text-right whitespace-nowrap print:px-1.5 print:py-0.5';

/** A loan's schedule by year; each year opens to its months. */
export function AmortizationTable({ monthly, caption }: { monthly: AmortizationRow[]; caption: string }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const years = yearlySchedule(monthly);
  const toggle = (year: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });
  if (years.length === 0) return <p className="text-sm text-slate-500">No loan: nothing to repay.</p>;

  return (
    <TableBox caption={caption}>
      <thead className="bg-slate-50 print:bg-transparent">
        <tr>
          <HeaderCell label="Year" help={AMORTIZATION_ROW_HELP.period} />
          <HeaderCell label="Payments" help={AMORTIZATION_ROW_HELP.payment} />
          <HeaderCell label="Interest" help={AMORTIZATION_ROW_HELP.interest} />
          <HeaderCell label="Principal" help={AMORTIZATION_ROW_HELP.principal} />
          <HeaderCell label="Balance" help={AMORTIZATION_ROW_HELP.balance} />
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {years.map((year) => {
          const expanded = open.has(year.period);
          return (
            <Fragment key={year.period}>
              <tr className="hover:bg-slate-50">
                <th scope="row" className="px-1 py-1 text-left font-medium text-slate-900 print:px-1.5 print:py-0.5">
                  <button
                    type="button"
                    onClick={() => toggle(year.period)}
                    aria-expanded={expanded}
                    aria-label={`Year ${year.period}: ${expanded ? 'hide' : 'show'} months`}
                    className="inline-flex items-center gap-1 rounded-md px-2 py-0.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 print:p-0"
                  >
                    <ChevronRight
                      className={cn('size-4 text-slate-400 transition-transform print:hidden', expanded && 'rotate-90')}
                      aria-hidden="true"
                    />
                    {year.period}
                  </button>
                </th>
                <td className={cell}>{formatMoney(year.payment)}</td>
                <td className={cell}>{formatMoney(year.interest)}</td>
                <td className={cell}>{formatMoney(year.principal)}</td>
                <td className={cell}>{formatMoney(year.balance)}</td>
              </tr>
              {expanded
                ? monthly
                    .filter((month) => Math.ceil(month.period / 12) === year.period)
                    .map((month) => (
                      <tr key={`m${month.period}`} className="bg-slate-50/70 text-slate-600 print:hidden">
                        <th scope="row" className="py-1 pr-3 pl-10 text-left text-xs font-normal whitespace-nowrap">
                          Month {month.period}
                        </th>
                        <td className={cell}>{formatMoney(month.payment, { cents: true })}</td>
                        <td className={cell}>{formatMoney(month.interest, { cents: true })}</td>
                        <td className={cell}>{formatMoney(month.principal, { cents: true })}</td>
                        <td className={cell}>{formatMoney(month.balance, { cents: true })}</td>
                      </tr>
                    ))
                : null}
            </Fragment>
          );
        })}
      </tbody>
    </TableBox>
  );
}

/** Years printed from a long projection: enough to read the trend on one page. */
const PRINTED_YEARS = new Set([1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30]);

/** A hold year by year, with the return if sold at the end of each year. */
export function ProjectionTable({ rows }: { rows: ProjectionRow[] }) {
  const last = rows.length;
  return (
    <TableBox caption="The hold year by year, and the return if sold at the end of each year">
      <thead className="bg-slate-50 print:bg-transparent">
        <tr>
          <HeaderCell label="Year" className="sticky left-0 bg-slate-50 print:static print:bg-transparent" />
          <HeaderCell label="Value" help={PROJECTION_ROW_HELP.propertyValue} />
          <HeaderCell label="Loan" help={PROJECTION_ROW_HELP.loanBalance} />
          <HeaderCell label="Equity" help={PROJECTION_ROW_HELP.equity} />
          <HeaderCell label="NOI" help={PROJECTION_ROW_HELP.netOperatingIncome} />
          <HeaderCell label="Debt service" help={PROJECTION_ROW_HELP.debtService} />
          <HeaderCell label="Cash flow" help={PROJECTION_ROW_HELP.cashFlow} />
          <HeaderCell label="Cumulative" help={PROJECTION_ROW_HELP.cumulativeCashFlow} />
          <HeaderCell label="Total return" help={PROJECTION_ROW_HELP.totalReturn} />
          <HeaderCell label="Sale proceeds" help={PROJECTION_ROW_HELP.netSaleProceeds} />
          <HeaderCell label="Profit if sold" help={PROJECTION_ROW_HELP.profitIfSold} />
          <HeaderCell label="Multiple" help={PROJECTION_ROW_HELP.equityMultiple} />
          <HeaderCell label="IRR" help={PROJECTION_ROW_HELP.irrPercent} />
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.year} className={cn('hover:bg-slate-50', !PRINTED_YEARS.has(row.year) && row.year !== last && 'print:hidden')}>
            <th
              scope="row"
              className="sticky left-0 bg-white px-3 py-1.5 text-left font-medium text-slate-900 print:static print:px-1.5 print:py-0.5"
            >
              {row.year}
            </th>
            <td className={cell}>{formatMoney(row.propertyValue)}</td>
            <td className={cell}>{formatMoney(row.loanBalance)}</td>
            <td className={cell}>{formatMoney(row.equity)}</td>
            <td className={cell}>{formatMoney(row.netOperatingIncome)}</td>
            <td className={cell}>{formatMoney(row.debtService)}</td>
            <td className={cn(cell, row.cashFlow < 0 && 'text-red-700')}>{formatMoney(row.cashFlow)}</td>
            <td className={cell}>{formatMoney(row.cumulativeCashFlow)}</td>
            <td className={cell}>{formatMoney(row.totalReturn)}</td>
            <td className={cell}>{formatMoney(row.netSaleProceeds)}</td>
            <td className={cn(cell, row.profitIfSold < 0 && 'text-red-700')}>{formatMoney(row.profitIfSold)}</td>
            <td className={cell}>{row.equityMultiple === null ? NOT_APPLICABLE : `${formatRatio(row.equityMultiple)}×`}</td>
            <td className={cell}>{formatPercent(row.irrPercent)}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}
