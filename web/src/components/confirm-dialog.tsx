import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';

export interface ConfirmDialogProps {
  /** Controlled open state; leave both out (and give a trigger) for a dialog that keeps its own. */
  open?: boolean;
  /** Not called while `pending`: the dialog cannot be closed before the server has answered. */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger?: ReactNode;
  /** The dialog's accessible name. */
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  /** What the action is about (e.g. the title of what is deleted), quoted in a box under the description. */
  subject?: ReactNode;
  /** Anything else shown between the description and the buttons. */
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** 'Cancel' unless given. */
  cancelLabel?: ReactNode;
  /** The confirm button's look: red (the default) or the primary one. */
  destructive?: boolean;
  /** A decorative icon before the confirm label; the spinner replaces it while pending. */
  confirmIcon?: ReactNode;
  /** While true both buttons are disabled and the confirm button shows a spinner and `pendingLabel`. */
  pending?: boolean;
  pendingLabel?: ReactNode;
  /**
   * Close as soon as the action is confirmed (for an action that does not wait on the server in the dialog).
   * Otherwise the caller closes the dialog, typically when the server has answered.
   */
  closeOnConfirm?: boolean;
  onConfirm: () => void;
}

/**
 * A confirmation (`role="alertdialog"`, named by its title): a cancel button that closes it and a
 * confirm button that runs `onConfirm`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  titleClassName,
  description,
  subject,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = true,
  confirmIcon,
  pending = false,
  pendingLabel,
  closeOnConfirm = false,
  onConfirm,
}: ConfirmDialogProps) {
  const confirm = (
    <SubmitButton
      variant={destructive ? 'destructive' : 'primary'}
      onClick={onConfirm}
      pending={pending}
      pendingLabel={pendingLabel}
      icon={confirmIcon}
    >
      {confirmLabel}
    </SubmitButton>
  );

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange?.(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogTitle className={titleClassName}>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {subject !== undefined ? (
          <p className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium break-words text-slate-800">{subject}</p>
        ) : null}
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </AlertDialogCancel>
          {closeOnConfirm ? <AlertDialogAction asChild>{confirm}</AlertDialogAction> : confirm}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
