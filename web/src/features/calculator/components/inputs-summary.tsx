import type { Strategy } from '@contracts/listings/contracts/deal-math/index.ts';
import { cn } from '@/lib/utils.ts';
import { FIELD_GROUPS, valueAt, type FieldDef } from '../form/fields.ts';
import { formatMoney } from '../format.ts';

function describe(field: FieldDef, value: unknown, base: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value !== 'number') return String(value);
  const unit = field.unit ?? '';
  switch (field.kind) {
    case 'money':
      return `${formatMoney(value, { cents: !Number.isInteger(value) })}${unit}`;
    case 'percent':
      return `${value}%${unit}${base ? ` of ${base === 'gross' ? 'gross' : 'collected'} rent` : ''}`;
    case 'months':
      return `${value} month${value === 1 ? '' : 's'}`;
    case 'years':
      return `${value} year${value === 1 ? '' : 's'}`;
    default:
      return value.toLocaleString('en-US');
  }
}

/** Every input of an analysis, read-only and compact: the shared page, and the printed report. */
export function InputsSummary({ strategy, input, className }: { strategy: Strategy; input: object; className?: string }) {
  return (
    <section
      aria-label="Inputs"
      className={cn(
        'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 print:rounded-none print:border-0 print:p-0 print:shadow-none',
        className,
      )}
    >
      <h3 className="text-base font-semibold text-slate-900 print:text-sm">Inputs</h3>
      <div className="mt-3 grid gap-x-8 gap-y-4 sm:grid-cols-2 print:mt-1 print:grid-cols-3 print:gap-y-2">
        {FIELD_GROUPS[strategy].map((group) => (
          <div key={group.title} className="print:break-inside-avoid">
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.title}</h4>
            <dl className="mt-1 text-sm print:text-[10px]">
              {group.fields.map((field) => (
                <div key={field.key} className="flex justify-between gap-3 py-0.5">
                  <dt className="text-slate-600">{field.label}</dt>
                  <dd className="text-right font-medium tabular-nums text-slate-900">
                    {describe(field, valueAt(input, field.key), field.baseKey ? valueAt(input, field.baseKey) : undefined)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
