import { useId } from 'react';
import type { Strategy } from '@contracts/listings/contracts/deal-math/index.ts';
import { HelpTip } from '@/components/ui/help-tip.tsx';
import { inputClassName } from '@/components/ui/input.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { cn } from '@/lib/utils.ts';
import { FIELD_GROUPS, formatFieldValue, type Draft, type FieldDef } from '../form/fields.ts';

interface InputPanelProps {
  strategy: Strategy;
  draft: Draft;
  errors: Record<string, string>;
  onChange: (key: string, value: string | boolean) => void;
}

/** The strategy's inputs in titled groups; every keystroke updates the results. */
export function InputPanel({ strategy, draft, errors, onChange }: InputPanelProps) {
  return (
    <div className="space-y-4">
      {FIELD_GROUPS[strategy].map((group) => (
        <fieldset key={group.title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <legend className="sr-only">{group.title}</legend>
          <p aria-hidden="true" className="text-sm font-semibold text-slate-900">
            {group.title}
          </p>
          <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-4">
            {group.fields.map((field) =>
              field.kind === 'toggle' ? (
                <ToggleField
                  key={field.key}
                  field={field}
                  checked={draft[field.key] === true}
                  onChange={(checked) => onChange(field.key, checked)}
                />
              ) : (
                <NumberField
                  key={field.key}
                  field={field}
                  value={String(draft[field.key] ?? '')}
                  error={errors[field.key]}
                  onChange={(value) => onChange(field.key, value)}
                  base={field.baseKey ? String(draft[field.baseKey] ?? 'gross') : undefined}
                  baseError={field.baseKey ? errors[field.baseKey] : undefined}
                  onBaseChange={field.baseKey ? (value) => onChange(field.baseKey!, value) : undefined}
                />
              ),
            )}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

const PREFIX: Partial<Record<FieldDef['kind'], string>> = { money: '$' };
const SUFFIX: Partial<Record<FieldDef['kind'], string>> = { percent: '%', months: 'mo', years: 'yrs' };

interface NumberFieldProps {
  field: FieldDef;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  base?: string;
  baseError?: string;
  onBaseChange?: (value: string) => void;
}

function NumberField({ field, value, error, onChange, base, baseError, onBaseChange }: NumberFieldProps) {
  const id = useId();
  const prefix = PREFIX[field.kind];
  const suffix = [SUFFIX[field.kind], field.unit].filter(Boolean).join(' ');
  const errorId = `${id}-error`;
  const message = error ?? baseError;

  // money reads best with thousands separators: regroup what was typed when leaving the field
  const regroup = () => {
    if (field.kind !== 'money') return;
    const number = Number(value.replace(/[,$\s]/g, ''));
    if (value.trim() !== '' && Number.isFinite(number)) onChange(formatFieldValue('money', number));
  };

  return (
    <div className={cn('flex min-w-0 flex-col justify-end', base !== undefined && 'col-span-2 min-[26rem]:col-span-1')}>
      <div className="mb-1 flex items-center gap-1">
        <label htmlFor={id} className="text-sm leading-tight font-medium text-slate-800">
          {field.label}
          {field.optional ? <span className="ml-1 font-normal text-slate-500">(optional)</span> : null}
        </label>
        {field.hint ? <HelpTip label={field.label}>{field.hint}</HelpTip> : null}
      </div>
      <div className="relative">
        {prefix ? (
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">{prefix}</span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={regroup}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className={cn(inputClassName, 'h-10 tabular-nums', prefix && 'pl-7', suffix && (suffix.length > 3 ? 'pr-14' : 'pr-10'))}
        />
        {suffix ? (
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500">{suffix}</span>
        ) : null}
      </div>
      {base !== undefined && onBaseChange ? (
        <select
          aria-label={`${field.label}: percentage of`}
          value={base}
          onChange={(event) => onBaseChange(event.target.value)}
          className="mt-1 h-8 rounded-md border border-slate-200 bg-white px-2 text-sm text-slate-700 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
        >
          <option value="gross">of gross rent</option>
          <option value="collected">of collected rent</option>
        </select>
      ) : null}
      {message ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function ToggleField({ field, checked, onChange }: { field: FieldDef; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="col-span-2 flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {field.label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}
