import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

const variants = {
  error: { className: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert, iconClassName: 'text-red-600' },
  success: { className: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck, iconClassName: 'text-emerald-600' },
  warning: { className: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert, iconClassName: 'text-amber-600' },
  info: { className: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info, iconClassName: 'text-sky-600' },
} as const;

interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  variant?: keyof typeof variants;
  title?: ReactNode;
}

/**
 * An inline message box. Errors are announced (`role="alert"`); the other variants are polite
 * status messages.
 */
export function Alert({ variant = 'info', title, className, children, ...props }: AlertProps) {
  const { className: variantClassName, icon: Icon, iconClassName } = variants[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm', variantClassName, className)}
      {...props}
    >
      <Icon className={cn('mt-0.5 size-5 shrink-0', iconClassName)} aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-6">{children}</div> : null}
      </div>
    </div>
  );
}
