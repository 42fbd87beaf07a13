import type { ComponentProps } from 'react';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@contracts/engagement/contracts/saved-searches.ts';
import { inputClassName } from '@/components/ui/input.tsx';
import { cn } from '@/lib/utils.ts';
import { ALERT_LABELS } from '../saved-search-format.ts';

interface AlertFrequencySelectProps extends Omit<ComponentProps<'select'>, 'value' | 'onChange'> {
  value: AlertFrequency;
  onValueChange: (value: AlertFrequency) => void;
  /** the plan has alerts: without them Instant and Daily digest are shown but cannot be chosen */
  alertsAllowed: boolean;
}

/** Instant / Daily digest / Off. */
export function AlertFrequencySelect({ value, onValueChange, alertsAllowed, className, ...props }: AlertFrequencySelectProps) {
  return (
    <select
      value={value}
      onChange={(event) => onValueChange(event.target.value as AlertFrequency)}
      className={cn(inputClassName, 'pr-8', className)}
      {...props}
    >
      {ALERT_FREQUENCIES.map((frequency) => (
        <option key={frequency} value={frequency} disabled={!alertsAllowed && frequency !== 'off'}>
          {ALERT_LABELS[frequency]}
        </option>
      ))}
    </select>
  );
}
