import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

const variants = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary: 'bg-white text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
  /** on dark backgrounds */
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  outline: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  destructive: 'bg-red-600 text-white shadow-sm hover:bg-red-700 focus-visible:outline-red-600',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  md: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  icon: 'size-10 rounded-lg',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** render the single child (e.g. a router Link) with the button's look */
  asChild?: boolean;
}

export function buttonClassName(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md'): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
  );
}

/**
 * A `<label>` that opens a visually hidden file input placed just before it (`className="peer
 * sr-only"`): it looks like a secondary button and shows the input's focus and disabled state.
 */
export const fileInputLabelClassName = cn(
  'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50',
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
  'peer-disabled:pointer-events-none peer-disabled:opacity-50',
);

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return <Component type={asChild ? undefined : (type ?? 'button')} className={cn(buttonClassName(variant, size), className)} {...props} />;
}
