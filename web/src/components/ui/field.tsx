import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';
import { Label } from './label.tsx';

/** What a field hands its control so label, hint and error are wired up for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** the field's error message; the control is marked invalid and described by it */
  error?: string;
  /** help text under the control */
  hint?: ReactNode;
  /** shows "(optional)" after the label */
  optional?: boolean;
  /** extra content on the label's line, right-aligned (e.g. a "Forgot password?" link) */
  labelAside?: ReactNode;
  className?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field: `<label for>` on the control, `aria-invalid` when in error and
 * `aria-describedby` pointing at the hint and the error message.
 */
export function Field({ label, error, hint, optional, labelAside, className, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={controlId}>
          {label}
          {optional ? <span className="ml-1 font-normal text-slate-500"> (optional)</span> : null}
        </Label>
        {labelAside}
      </div>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
