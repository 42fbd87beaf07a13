import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

/**
 * A confirmation dialog (`role="alertdialog"`): it does not close on an outside click, and focus
 * starts on the cancel action.
 */
export const AlertDialog = RadixAlertDialog.Root;
export const AlertDialogTrigger = RadixAlertDialog.Trigger;
export const AlertDialogCancel = RadixAlertDialog.Cancel;
export const AlertDialogAction = RadixAlertDialog.Action;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof RadixAlertDialog.Content>) {
  return (
    <RadixAlertDialog.Portal>
      <RadixAlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <RadixAlertDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        {...props}
      />
    </RadixAlertDialog.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof RadixAlertDialog.Title>) {
  return <RadixAlertDialog.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof RadixAlertDialog.Description>) {
  return <RadixAlertDialog.Description className={cn('mt-2 text-sm text-slate-600', className)} {...props} />;
}

/** The dialog's buttons: stacked on phones (primary on top), in a row from `sm`. */
export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
