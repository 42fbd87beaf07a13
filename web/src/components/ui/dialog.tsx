import { Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const overlayClassName = 'fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]';

const closeButtonClassName =
  'absolute top-3 right-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A centred modal dialog. */
export function DialogContent({ className, children, ...props }: ComponentProps<typeof RadixDialog.Content>) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClassName} />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <RadixDialog.Close className={closeButtonClassName} aria-label="Close">
          <X className="size-5" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** A panel sliding in from the right edge (used by the mobile menu). */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof RadixDialog.Content>) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClassName} />
      <RadixDialog.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100%)] flex-col bg-white shadow-xl focus:outline-none',
          'data-[state=open]:animate-[slide-in-right_200ms_ease-out]',
          className,
        )}
        {...props}
      >
        {children}
        <RadixDialog.Close className={closeButtonClassName} aria-label="Close menu">
          <X className="size-5" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cn('mt-1 text-sm text-slate-600', className)} {...props} />;
}
