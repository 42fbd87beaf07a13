import { useHydrated } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

/**
 * Text input. 16 px text below `sm` so phones do not zoom into the field; a red border when the
 * field carries `aria-invalid`.
 */
export const inputClassName = cn(
  'block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs sm:text-sm',
  'placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/20',
);

/**
 * Read-only in the server's HTML until React has taken the page over: text typed before then would be
 * replaced by the form's own value when it hydrates.
 */
export function useReadOnlyUntilHydrated(readOnly: boolean | undefined): boolean | undefined {
  return useHydrated() ? readOnly : true;
}

export function Input({ className, type = 'text', readOnly, ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClassName, className)} readOnly={useReadOnlyUntilHydrated(readOnly)} {...props} />;
}
