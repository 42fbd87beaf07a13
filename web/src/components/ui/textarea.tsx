import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';
import { inputClassName, useReadOnlyUntilHydrated } from './input.tsx';

export const textareaClassName = cn(inputClassName, 'h-auto min-h-11 py-2 leading-6');

/** A multi-line text field; like `Input`, read-only until React has taken the page over. */
export function Textarea({ className, readOnly, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(textareaClassName, className)} readOnly={useReadOnlyUntilHydrated(readOnly)} {...props} />;
}
